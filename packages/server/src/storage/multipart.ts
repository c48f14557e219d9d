/**
 * The upload's body read into one buffer and its file part found in it (multipart/form-data, RFC 7578), without
 * copying the file: the part answered is a view of the body. `Request.formData()` copied a photo four times on the
 * event loop (the body, a Blob, the Blob read back, its ArrayBuffer), each copy into fresh memory, which is what made
 * twenty photo uploads at once stall every other request.
 *
 * With a declared length the body is read into memory of that size as its chunks arrive, so its pages are touched
 * a chunk at a time (not in one long copy at the end).
 */

/** The body could not be read as a multipart form (no boundary, no closing delimiter, a part without headers). */
export class MultipartError extends Error {}

export interface MultipartFile {
  /** A view of the body: the part's bytes. */
  bytes: Uint8Array;
  filename: string;
}

/** The boundary of a `multipart/form-data; boundary=…` content type, or null. */
export function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

/** The whole body (limitBody, before the handler, holds it to the upload's size limit). */
export async function readBody(body: ReadableStream<Uint8Array> | null, declared: number | null): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  if (declared !== null && Number.isSafeInteger(declared) && declared >= 0) {
    const into = Buffer.allocUnsafe(declared);
    let length = 0;
    const extra: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Node's parser holds a declared body to its length; anything else is kept, never written past the end
      const room = Math.min(value.byteLength, declared - length);
      into.set(room === value.byteLength ? value : value.subarray(0, room), length);
      length += room;
      if (room < value.byteLength) extra.push(value.subarray(room));
    }
    return extra.length === 0 ? into.subarray(0, length) : Buffer.concat([into.subarray(0, length), ...extra]);
  }
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

interface PartHeaders {
  name: string | null;
  filename: string | null;
}

/** The `name` and `filename` parameters of a part's Content-Disposition (quoted or not; `filename*` counts). */
function partHeaders(block: string): PartHeaders {
  const out: PartHeaders = { name: null, filename: null };
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new MultipartError('a part header without a colon');
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const value = line.slice(colon + 1);
    if (!/^\s*form-data\s*(;|$)/i.test(value)) continue;
    const parameter = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
    for (let match = parameter.exec(value); match; match = parameter.exec(value)) {
      const key = match[1]!.toLowerCase();
      const text = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
      if (key === 'name') out.name = text;
      if (key === 'filename' || (key === 'filename*' && out.filename === null)) out.filename = text;
    }
  }
  return out;
}

/**
 * The first part named `field`: a file (a view of `body`), `'text'` when that part is a plain field (no filename),
 * or null when there is none. Throws MultipartError when the body is not a well-formed multipart form.
 */
export function findFilePart(body: Buffer, boundary: string, field: string): MultipartFile | 'text' | null {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const next = Buffer.from(`\r\n--${boundary}`, 'latin1');
  // the first delimiter starts the body or a line (after a preamble)
  let at = body.subarray(0, delimiter.length).equals(delimiter) ? 0 : body.indexOf(next);
  if (at < 0) throw new MultipartError('no delimiter');
  if (at > 0) at += 2;
  for (;;) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return null; // the close delimiter: no such part
    // transport padding, then the line's end
    while (body[at] === 0x20 || body[at] === 0x09) at += 1;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) throw new MultipartError('a delimiter line without its end');
    at += 2;
    const headersEnd = body.indexOf('\r\n\r\n', at, 'latin1');
    const contentStart = headersEnd < 0 ? -1 : headersEnd + 4;
    // a part with no headers at all starts with its blank line
    const blank = body[at] === 0x0d && body[at + 1] === 0x0a;
    const start = blank ? at + 2 : contentStart;
    if (start < 0) throw new MultipartError('a part without the end of its headers');
    const headers = blank ? { name: null, filename: null } : partHeaders(body.toString('utf8', at, headersEnd));
    const end = body.indexOf(next, start);
    if (end < 0) throw new MultipartError('a part without its closing delimiter');
    if (headers.name === field) {
      return headers.filename === null ? 'text' : { bytes: body.subarray(start, end), filename: headers.filename };
    }
    at = end + 2;
  }
}
