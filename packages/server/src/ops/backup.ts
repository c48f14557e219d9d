/**
 * Backups of the embedded database (`npm run backup -- FILE`, `npm run restore -- FILE`): one gzipped tar archive
 * holding a manifest, the PGlite data directory (its own consistent dump) and every stored file the database lists,
 * read through the storage driver (local disk or the S3 bucket). The server must be stopped: PGlite is one process's
 * database, so both commands take the data directory's lock and say so when a server holds it. A restore goes into
 * an empty DATA_DIR (and the files into its storage); the server started on it applies any newer migrations.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip, gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import * as tar from 'tar-stream';
import { pgliteDir } from '../db';
import { LOCK_FILE, lockDataDir } from '../db/lock';
import { readMigrations } from '../db/migrate';
import { files, schema } from '../db/schema';
import type { FileStorage } from '../storage/storage';

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** The migrations the database had (a newer server applies the rest when it starts on the restore). */
  migrations: string[];
  files: number;
  bytes: number;
}

export interface BackupOptions {
  dataDir: string;
  /** Where the stored files are (default: DATA_DIR/files on local disk). */
  storage: FileStorage;
  file: string;
}

const MANIFEST = 'manifest.json';
const DATABASE = 'database.tar.gz';
const FILES = 'files/';

/** A tar entry's bytes (entries are read one at a time, so only one is in memory). */
async function toBuffer(entry: AsyncIterable<unknown>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  // tar-stream's entries yield Buffers (its types say unknown)
  for await (const chunk of entry) chunks.push(chunk as Uint8Array);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Writes one entry of a known size from a stream (or a list of chunks). */
async function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<void> {
  const entry = pack.entry({ name, size, mode: 0o600 });
  for await (const chunk of body) {
    if (!entry.write(chunk)) await once(entry, 'drain');
  }
  await new Promise<void>((resolve, reject) => {
    entry.once('error', reject);
    entry.end(() => resolve());
  });
}

/** Writes the archive of a stopped server's data directory to `file` (atomically); answers its manifest. */
export async function backup({ dataDir, storage, file }: BackupOptions): Promise<BackupManifest> {
  if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no embedded database to back up`);
  }
  const lock = lockDataDir(dataDir);
  const temp = `${file}.${process.pid}.tmp`;
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: pgliteDir(dataDir) });
    const db = drizzle({ client, schema });
    const migrations = (await client.query<{ name: string }>('SELECT name FROM app_migrations ORDER BY name')).rows;
    const stored = await db.select({ key: files.key, size: files.size }).from(files).orderBy(asc(files.key));
    const database = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: migrations.map((row) => row.name),
      files: stored.length,
      bytes: stored.reduce((total, row) => total + row.size, 0),
    };

    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(temp));
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, MANIFEST, manifestBytes.length, [manifestBytes]);
    await addEntry(pack, DATABASE, database.length, [database]);
    for (const { key } of stored) {
      const object = await storage.get(key);
      if (!object) throw new Error(`the stored file ${key} is missing from the storage`);
      await addEntry(pack, `${FILES}${key}`, object.size, object.body);
    }
    pack.finalize();
    await written;
    renameSync(temp, file);
    return manifest;
  } finally {
    rmSync(temp, { force: true });
    await client?.close();
    lock.release();
  }
}

export interface RestoreOptions {
  /** An empty (or missing) data directory. */
  dataDir: string;
  storage: FileStorage;
  file: string;
}

/** Restores an archive into an empty data directory (and its files into `storage`); answers its manifest. */
export async function restore({ dataDir, storage, file }: RestoreOptions): Promise<BackupManifest> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new, empty DATA_DIR`);
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    let manifest: BackupManifest | undefined;
    let restoredFiles = 0;
    let database = false;
    const extract = tar.extract();
    const reading = pipeline(createReadStream(file), createGunzip(), extract);
    const consuming = (async () => {
      for await (const entry of extract) {
        const name = entry.header.name;
        if (name === MANIFEST) {
          manifest = JSON.parse(Buffer.from(await toBuffer(entry)).toString('utf8')) as BackupManifest;
          checkManifest(manifest, file);
        } else if (name === DATABASE) {
          const bytes = await toBuffer(entry);
          await checkDatabaseArchive(bytes, file);
          const client = await PGlite.create({ dataDir: pgliteDir(dataDir), loadDataDir: new Blob([bytes]) });
          await client.close();
          database = true;
        } else if (name.startsWith(FILES)) {
          await storage.put(name.slice(FILES.length), await toBuffer(entry));
          restoredFiles += 1;
        } else {
          entry.resume();
        }
      }
    })();
    // both settle (a broken archive fails the reading, and with it the consuming)
    await Promise.all([reading, consuming]);
    if (!manifest || !database) throw new Error(`${file} is not a complete backup`);
    if (restoredFiles !== manifest.files) {
      throw new Error(`${file} holds ${restoredFiles} files, its manifest ${manifest.files}`);
    }
    return manifest;
  } catch (error) {
    // leave the directory empty again, not half restored
    for (const name of readdirSync(dataDir)) {
      if (name !== LOCK_FILE) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    throw error;
  } finally {
    lock.release();
  }
}

const gunzipped = promisify(gunzip);

/**
 * Refuses a database entry that is not a whole gzipped tar before PGlite reads it: PGlite rejects a damaged one
 * twice (once to its caller, once unhandled), which would print a stack after the clean message.
 */
async function checkDatabaseArchive(bytes: Uint8Array, file: string): Promise<void> {
  let tarBytes: Buffer;
  try {
    tarBytes = await gunzipped(bytes);
  } catch {
    throw new Error(`${file} holds a damaged database (not a whole gzip stream)`);
  }
  // a tar's first header carries "ustar" at offset 257
  if (tarBytes.toString('latin1', 257, 262) !== 'ustar') {
    throw new Error(`${file} holds a damaged database (not a tar archive)`);
  }
}

/** Refuses an archive this version cannot restore: another format, or migrations it does not know (newer). */
function checkManifest(manifest: BackupManifest, file: string): void {
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${file} is a backup of an unknown format`);
  const known = new Set(readMigrations().map((migration) => migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`${file} comes from a newer version (migrations ${unknown.join(', ')})`);
}
