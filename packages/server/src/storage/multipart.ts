/**
 * The file part of an upload (multipart/form-data), parsed by @fastify/busboy (the parser undici and Fastify use: the
 * boundary, part headers, `filename*` and malformed bodies are its job, not ours) and gathered into one buffer.
 *
 * `Request.formData()` copied a photo four times on the event loop (the body, a Blob, the Blob read back, its
 * ArrayBuffer), each copy into fresh memory, which is what made twenty photo uploads at once stall every other request.
 * Here the file's bytes are copied once, as they arrive: into memory of the request's declared length (so its pages are
 * touched a chunk at a time, not in one long copy at the end), or gathered and joined when no length was declared.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Busboy } from '@fastify/busboy';

/** The body could not be read as a multipart form (no boundary, no closing delimiter, a part without headers). */
export class MultipartError extends Error {}

export interface MultipartFile {
  bytes: Buffer;
  filename: string;
}

/** The file's bytes as they arrive: into a buffer of at most `declared` bytes when the request declared its length. */
function gatherer(declared: number | null) {
  const into =
    declared !== null && Number.isSafeInteger(declared) && declared > 0 ? Buffer.allocUnsafe(declared) : null;
  const chunks: Buffer[] = [];
  let length = 0;
  return {
    add(chunk: Buffer) {
      // the part is smaller than the body that carries it; a body longer than declared is cut off by Node's parser
      if (into && length + chunk.length <= into.length) into.set(chunk, length);
      else chunks.push(chunk);
      length += chunk.length;
    },
    bytes(): Buffer {
      if (!into) return Buffer.concat(chunks, length);
      return chunks.length === 0 ? into.subarray(0, length) : Buffer.concat([into, ...chunks]).subarray(0, length);
    },
  };
}

/**
 * The first part named `field` of a `multipart/form-data` body: a file, `'text'` when that part is a plain field (no
 * filename), or null when there is none. Rejects with MultipartError when the body is not a well-formed multipart form.
 */
export function readFilePart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  declaredLength: number | null,
  field: string,
): Promise<MultipartFile | 'text' | null> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: { 'content-type': contentType } });
    } catch (error) {
      reject(new MultipartError(error instanceof Error ? error.message : 'not a multipart form'));
      return;
    }
    let found: Promise<MultipartFile> | 'text' | null = null;
    parser.on('file', (name, stream, filename) => {
      if (name !== field || found !== null) {
        stream.resume();
        return;
      }
      const gathered = gatherer(declaredLength);
      stream.on('data', (chunk: Buffer) => gathered.add(chunk));
      found = new Promise((done, failed) => {
        stream.on('end', () => done({ bytes: gathered.bytes(), filename }));
        stream.on('error', failed);
      });
    });
    parser.on('field', (name) => {
      if (name === field && found === null) found = 'text';
    });
    parser.on('error', (error) => reject(new MultipartError(error instanceof Error ? error.message : String(error))));
    parser.on('finish', () => {
      if (found === null || found === 'text') resolve(found);
      else found.then(resolve, reject);
    });
    if (!body) {
      parser.end();
      return;
    }
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    source.on('error', (error) => reject(error));
    source.pipe(parser);
  });
}
