import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundaryOf, findFilePart, MultipartError, readBody } from './multipart';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0d, 0x0a, 0x2d, 0x2d]);

async function encoded(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

describe('multipart uploads', () => {
  it("finds the file part of a browser's form as a view of the body, byte for byte", async () => {
    const form = new FormData();
    form.append('other', 'text');
    form.append('file', new Blob([PNG]), 'a "quoted" name.png');
    const { body, type } = await encoded(form);
    const part = findFilePart(body, boundaryOf(type)!, 'file');
    expect(part).not.toBeNull();
    expect(part).not.toBe('text');
    if (!part || part === 'text') return;
    expect(Buffer.compare(part.bytes, PNG)).toBe(0);
    expect(part.bytes.buffer).toBe(body.buffer);
    expect(part.filename).toBe('a %22quoted%22 name.png');
  });

  it('answers a plain field named file as text, and null when no part has the name', async () => {
    const text = new FormData();
    text.append('file', 'not a file');
    const first = await encoded(text);
    expect(findFilePart(first.body, boundaryOf(first.type)!, 'file')).toBe('text');
    const other = new FormData();
    other.append('other', new Blob([PNG]), 'x.png');
    const second = await encoded(other);
    expect(findFilePart(second.body, boundaryOf(second.type)!, 'file')).toBeNull();
  });

  it('reads a preamble and a quoted boundary, and refuses a body cut before its closing delimiter', () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary=xyz')).toBe('xyz');
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf('application/json; boundary=xyz')).toBeNull();
    const whole = Buffer.concat([
      Buffer.from('preamble\r\n--a b\r\nContent-Disposition: form-data; name=file; filename=x.png\r\n\r\n'),
      PNG,
      Buffer.from('\r\n--a b--\r\n'),
    ]);
    const part = findFilePart(whole, 'a b', 'file');
    expect(part && part !== 'text' ? Buffer.compare(part.bytes, PNG) : 'none').toBe(0);
    expect(() => findFilePart(whole.subarray(0, whole.length - 12), 'a b', 'file')).toThrow(MultipartError);
    expect(() => findFilePart(Buffer.from('no delimiter at all'), 'a b', 'file')).toThrow(MultipartError);
  });

  it('reads a body of a declared length and one without (chunked) the same', async () => {
    const chunks = [Buffer.from('abc'), Buffer.from('defgh'), Buffer.from('i')];
    const stream = () => Readable.toWeb(Readable.from(chunks)) as ReadableStream<Uint8Array>;
    expect((await readBody(stream(), 9)).toString()).toBe('abcdefghi');
    expect((await readBody(stream(), null)).toString()).toBe('abcdefghi');
    expect((await readBody(null, null)).length).toBe(0);
  });
});
