/** Object storage behind a small interface; the default keeps files on local disk under DATA_DIR/files. */
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** The bytes from `start` to `end` inclusive (the whole object when no range was asked). */
  body: ReadableStream<Uint8Array>;
}

export interface PutOptions {
  /**
   * The key is new (an upload's fresh key, stored before any record names it, so no one reads it meanwhile): on
   * disk it is written in place, without the temporary file and rename that keep an object being replaced whole for
   * its readers, and a file already there is an error rather than replaced. (An S3 PUT is whole either way.)
   */
  fresh?: boolean;
}

export interface FileStorage {
  put(key: string, data: Uint8Array, options?: PutOptions): Promise<void>;
  get(key: string, range?: { start: number; end: number }): Promise<StoredObject | null>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be reached or written (the readiness check). */
  check(): Promise<void>;
}

/**
 * Object keys the service creates: `{bucket}/{uuid}.{ext}`, and an image's resized versions `{bucket}/{uuid}.w{width}.webp` (or `.jpeg`)
 * (media/versions.ts). Anything else (e.g. `..`) is refused.
 */
const OBJECT_KEY =
  /^[a-z0-9-]{1,63}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|mp4|w\d{2,4}\.webp|w\d{2,4}\.jpeg)$/;

export function isObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The content type of a stored object, from its key's extension (the one its sniffed bytes gave it). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    if (!isObjectKey(key)) throw new Error('invalid object key');
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid object key');
    return full;
  };
  // a bucket's folder is made once per process, not before every write (one less trip to the thread pool)
  const folders = new Set<string>();
  // a new object, failing rather than replacing a file already there; a partly written one is removed
  const writeNew = async (file: string, data: Uint8Array) => {
    try {
      await writeFile(file, data, { flag: 'wx' });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOENT') await rm(file, { force: true }).catch(() => undefined);
      throw error;
    }
  };
  return {
    async put(key, data, options = {}) {
      const file = resolve(key);
      const folder = path.dirname(file);
      if (!folders.has(folder)) {
        await mkdir(folder, { recursive: true });
        folders.add(folder);
      }
      const target = options.fresh ? file : `${file}.${process.pid}.tmp`;
      const write = options.fresh ? writeNew : writeFile;
      try {
        await write(target, data);
      } catch (error) {
        // the folder went away meanwhile (e.g. files restored from a backup): made again
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(folder, { recursive: true });
        await write(target, data);
      }
      if (!options.fresh) await rename(target, file);
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async get(key, range) {
      const file = resolve(key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch {
        return null;
      }
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { size, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
