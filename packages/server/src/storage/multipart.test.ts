import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MultipartError, readFilePart } from './multipart';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0d, 0x0a, 0x2d, 0x2d]);

async function encoded(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/** `body` as a request body arriving in chunks of `size` bytes. */
function streamOf(body: Buffer, size = 7): ReadableStream<Uint8Array> {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) chunks.push(body.subarray(at, at + size));
  return Readable.toWeb(Readable.from(chunks)) as ReadableStream<Uint8Array>;
}

describe('multipart uploads', () => {
  it("finds the file part of a browser's form byte for byte, with or without a declared length", async () => {
    const form = new FormData();
    form.append('other', 'text');
    form.append('file', new Blob([PNG]), 'photo.png');
    const { body, type } = await encoded(form);
    for (const declared of [body.length, null]) {
      const part = await readFilePart(streamOf(body), type, declared, 'file');
      if (!part || part === 'text') throw new Error(`no file part: ${String(part)}`);
      expect(Buffer.compare(part.bytes, PNG)).toBe(0);
      expect(part.filename).toBe('photo.png');
    }
  });

  it('answers a plain field named file as text, and null when no part has the name', async () => {
    const text = new FormData();
    text.append('file', 'not a file');
    const first = await encoded(text);
    expect(await readFilePart(streamOf(first.body), first.type, first.body.length, 'file')).toBe('text');
    const other = new FormData();
    other.append('other', new Blob([PNG]), 'x.png');
    const second = await encoded(other);
    expect(await readFilePart(streamOf(second.body), second.type, null, 'file')).toBeNull();
  });

  it('reads a preamble and a quoted boundary, and refuses a body cut before its end or without a boundary', async () => {
    const whole = Buffer.concat([
      Buffer.from('preamble\r\n--a b\r\nContent-Disposition: form-data; name=file; filename=x.png\r\n\r\n'),
      PNG,
      Buffer.from('\r\n--a b--\r\n'),
    ]);
    const type = 'multipart/form-data; boundary="a b"';
    const part = await readFilePart(streamOf(whole), type, whole.length, 'file');
    expect(part && part !== 'text' ? Buffer.compare(part.bytes, PNG) : 'none').toBe(0);
    const cut = whole.subarray(0, whole.length - 12);
    await expect(readFilePart(streamOf(cut), type, cut.length, 'file')).rejects.toThrow(MultipartError);
    await expect(readFilePart(streamOf(whole), 'multipart/form-data', null, 'file')).rejects.toThrow(MultipartError);
  });

  it('passes on the error of the body it reads (e.g. the size limit)', async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new RangeError('too large')),
    });
    await expect(readFilePart(failing, 'multipart/form-data; boundary=x', null, 'file')).rejects.toThrow('too large');
  });
});
