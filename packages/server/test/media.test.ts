/**
 * Images at upload (issue 13): decoded for real, pixel bombs refused before decoding, turned upright, served without
 * EXIF/GPS (the colour profile kept), resized versions stored as files of the uploader, seen by whoever sees the
 * image, filled in as the asset's thumbnail, and released with the image.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Asset, FileUrlResponse, FileUrlsResponse } from '@app/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaVersionKey } from '@app/contract';
import { MP4_BYTES, PNG_BYTES, upload } from './helpers';
import { jpegWithExif, photo } from './pictures';
import { a, admin, api, b, campaign, entry, server, setUpTwoTenants } from './records';

setUpTwoTenants();

const stored = (key: string) => existsSync(path.join(server.dataDir, 'files', key));

async function served(key: string, token: string) {
  const signed = await api.get<FileUrlResponse>(`/files/${key}`, { token });
  expect(signed.status, key).toBe(200);
  const response = await fetch(signed.body.url);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A PNG whose header declares width × height, with the start of its (all-zero) pixel data. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('decoding', () => {
  it('refuses a JPEG or PNG that does not decode with the SPEC message', async () => {
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a picture')]);
    const fakePng = Buffer.concat([PNG_BYTES.subarray(0, 40), Buffer.alloc(100, 7)]);
    for (const bytes of [fakeJpeg, fakePng]) {
      const reply = await upload(server.url, a.token, bytes, 'photo.jpg');
      expect(reply.status).toBe(415);
      expect(reply.body).toEqual({ message: 'Invalid file type.', code: 'invalid_file_type' });
    }
    const truncated = (await photo(800, 600)).subarray(0, 20_000);
    expect((await upload(server.url, a.token, truncated, 'cut.jpg')).status).toBe(415);
  });

  it('refuses a decompression bomb by its declared pixels, with a clear message, without decoding it', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const reply = await upload(server.url, a.token, bomb, 'bomb.png');
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      message: 'Image is too large. Max allowed size is 40 megapixels',
      code: 'image_too_large',
    });
    // decoding it would take 3.6 GB; the test process's own size depends on what else its worker loaded
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});

describe('metadata and orientation', () => {
  it('turns a photo upright by its EXIF orientation and serves it without EXIF, keeping its colour profile', async () => {
    const original = await jpegWithExif(6, 60, 40);
    const key = (await upload(server.url, a.token, original, 'sideways.jpg')).body.key;
    const { type, bytes } = await served(key, a.token);
    expect(type).toBe('image/jpeg');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([40, 60]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeDefined();
    for (const secret of ['SERIAL-123456', 'SECRET-OWNER', 'PhoneMaker', 'Exif\0\0']) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
  });

  it('cuts EXIF and GPS out of an upright JPEG without re-encoding it, and out of every version', async () => {
    const original = await jpegWithExif(1);
    expect(original.includes('SERIAL-123456')).toBe(true);
    const key = (await upload(server.url, a.token, original, 'upright.jpg')).body.key;
    const { bytes } = await served(key, a.token);
    const [before, after] = await Promise.all([sharp(original).raw().toBuffer(), sharp(bytes).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
    for (const name of ['thumbnail', 'display'] as const) {
      const version = await served(mediaVersionKey(key, name)!, a.token);
      expect(version.type).toBe('image/webp');
      const meta = await sharp(version.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(version.bytes.includes('SERIAL-123456')).toBe(false);
    }
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes('SERIAL-123456') || bytes.includes('Exif\0\0')).toBe(false);
  });
});

describe('resized versions', () => {
  it('makes a 320 px WebP thumbnail and a 1280 px display version of a phone photo, as files of the uploader', async () => {
    const original = await photo();
    expect(original.length).toBeGreaterThan(2 * 1024 * 1024);
    const reply = await upload(server.url, a.token, original, 'IMG_0001.jpg');
    expect(reply.status).toBe(201);
    const key = reply.body.key;
    const thumbnail = await served(mediaVersionKey(key, 'thumbnail')!, a.token);
    const display = await served(mediaVersionKey(key, 'display')!, a.token);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(thumbnail.bytes.length).toBeLessThanOrEqual(30 * 1024);
    expect(await sharp(display.bytes).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    // another tenant sees neither the image nor its versions; the administrator sees both
    expect((await api.get(`/files/${mediaVersionKey(key, 'thumbnail')}`, { token: b.token })).status).toBe(404);
    expect((await api.get(`/files/${mediaVersionKey(key, 'display')}`, { token: admin })).status).toBe(200);
  }, 60_000);

  it('keeps a small picture at its size (no enlargement) and makes no versions of a video', async () => {
    const key = (await upload(server.url, a.token, PNG_BYTES, 'dot.png')).body.key;
    const thumbnail = await served(mediaVersionKey(key, 'thumbnail')!, a.token);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 1, height: 1 });
    const video = (await upload(server.url, a.token, MP4_BYTES, 'clip.mp4')).body.key;
    expect(mediaVersionKey(video, 'thumbnail')).toBeNull();
  });
});

describe('thumbnails of assets, and their release', () => {
  async function entryOf(token: string, tenantId: string) {
    const created = await campaign(token, 'Photos');
    return { campaignId: created.id, entryId: (await entry(token, created.id, tenantId)).id };
  }
  const versionsOf = (key: string) => [mediaVersionKey(key, 'thumbnail')!, mediaVersionKey(key, 'display')!];

  it("fills an image's thumbnailPath with its thumbnail, which a tenant shown the asset may read", async () => {
    const { entryId } = await entryOf(admin, a.id);
    const key = (await upload(server.url, admin, PNG_BYTES)).body.key;
    const asset = await api.post<Asset>(
      '/api/asset',
      { type: 'image', entryId, filePath: key, thumbnailPath: null },
      { token: admin },
    );
    expect(asset.status).toBe(201);
    expect(asset.body.thumbnailPath).toBe(mediaVersionKey(key, 'thumbnail'));
    // the tenant the administrator's asset belongs to reads the image and both versions; another tenant none
    for (const version of [key, ...versionsOf(key)]) {
      expect((await api.get(`/files/${version}`, { token: a.token })).status).toBe(200);
      expect((await api.get(`/files/${version}`, { token: b.token })).status).toBe(404);
    }
    // the back-office's form sends an image as its own thumbnail: the thumbnail version is stored instead
    const itself = await api.post<Asset>(
      '/api/asset',
      { type: 'image', entryId, filePath: key, thumbnailPath: key },
      { token: admin },
    );
    expect(itself.body.thumbnailPath).toBe(mediaVersionKey(key, 'thumbnail'));
    await api.del(`/api/asset/one/${itself.body.id}`, undefined, { token: admin });
    // a new file brings its own thumbnail; the old image and its versions go
    const next = (await upload(server.url, admin, PNG_BYTES)).body.key;
    const patched = await api.patch<Asset>(`/api/asset/one/${asset.body.id}`, { filePath: next }, { token: admin });
    expect(patched.body.thumbnailPath).toBe(mediaVersionKey(next, 'thumbnail'));
    for (const gone of [key, ...versionsOf(key)]) expect(stored(gone), gone).toBe(false);
  });

  it("keeps a video's poster (an image) as its thumbnail and refuses a video as a thumbnail", async () => {
    const { entryId } = await entryOf(a.token, a.id);
    const video = (await upload(server.url, a.token, MP4_BYTES, 'clip.mp4')).body.key;
    const poster = (await upload(server.url, a.token, PNG_BYTES, 'poster.png')).body.key;
    const asset = await api.post<Asset>(
      '/api/asset',
      { type: 'video', entryId, filePath: video, thumbnailPath: poster },
      { token: a.token },
    );
    expect(asset.body.thumbnailPath).toBe(poster);
    const wrong = await api.post<Asset>(
      '/api/asset',
      { type: 'video', entryId, filePath: video, thumbnailPath: video },
      { token: a.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Thumbnail must be a JPEG or PNG image', code: 'thumbnail_not_image' });
    await api.del(`/api/asset/one/${asset.body.id}`, undefined, { token: a.token });
    for (const gone of [video, poster, ...versionsOf(poster)]) expect(stored(gone), gone).toBe(false);
  });

  it('releases the versions with the image on asset, entry and campaign delete, and on a new logo', async () => {
    const { campaignId, entryId } = await entryOf(a.token, a.id);
    const image = async () => (await upload(server.url, a.token, PNG_BYTES)).body.key;
    const asset = async (key: string, entry = entryId) =>
      (await api.post<Asset>('/api/asset', { type: 'image', entryId: entry, filePath: key }, { token: a.token })).body
        .id;

    const shared = await image();
    const first = await asset(shared);
    const second = await asset(shared);
    await api.del(`/api/asset/one/${first}`, undefined, { token: a.token });
    for (const kept of [shared, ...versionsOf(shared)]) expect(stored(kept), kept).toBe(true);
    await api.del(`/api/asset/one/${second}`, undefined, { token: a.token });
    for (const gone of [shared, ...versionsOf(shared)]) expect(stored(gone), gone).toBe(false);

    const inEntry = await image();
    await asset(inEntry);
    await api.del('/api/entry/many', [entryId], { token: a.token });
    for (const gone of [inEntry, ...versionsOf(inEntry)]) expect(stored(gone), gone).toBe(false);

    const other = await entryOf(a.token, a.id);
    const inCampaign = await image();
    await asset(inCampaign, other.entryId);
    await api.del(`/api/campaign/one/${other.campaignId}`, undefined, { token: a.token });
    for (const gone of [inCampaign, ...versionsOf(inCampaign)]) expect(stored(gone), gone).toBe(false);
    expect((await api.get(`/api/campaign/one/${campaignId}`, { token: a.token })).status).toBe(200);

    const oldLogo = await image();
    const newLogo = await image();
    await api.patch(`/api/tenant/one/${a.id}`, { logo: oldLogo }, { token: a.token });
    await api.patch(`/api/tenant/one/${a.id}`, { logo: newLogo }, { token: a.token });
    for (const gone of [oldLogo, ...versionsOf(oldLogo)]) expect(stored(gone), gone).toBe(false);
    for (const kept of [newLogo, ...versionsOf(newLogo)]) expect(stored(kept), kept).toBe(true);
  });
});

describe('serving', () => {
  it("answers many files' URLs in one request, only those the viewer sees, the same URL all day", async () => {
    const mine = (await upload(server.url, a.token, PNG_BYTES)).body.key;
    const theirs = (await upload(server.url, b.token, PNG_BYTES)).body.key;
    const keys = [mine, mediaVersionKey(mine, 'thumbnail')!, theirs, 'campaign-media/not-a-key.png'];
    const first = await api.post<FileUrlsResponse>('/files/_urls', { keys }, { token: a.token });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.urls).sort()).toEqual([mine, mediaVersionKey(mine, 'thumbnail')!].sort());
    const again = await api.post<FileUrlsResponse>('/files/_urls', { keys: [mine] }, { token: a.token });
    expect(again.body.urls[mine]).toBe(first.body.urls[mine]);
    expect((await api.post('/files/_urls', { keys }, {})).status).toBe(401);
    expect((await api.post('/files/_urls', { keys: 'x' }, { token: a.token })).status).toBe(400);
    const many = Array.from({ length: 501 }, () => mine);
    expect((await api.post('/files/_urls', { keys: many }, { token: a.token })).status).toBe(400);
    // SPEC's route keeps answering {url}
    const single = await api.get<FileUrlResponse>(`/files/${mine}`, { token: a.token });
    expect(single.body.url).toMatch(/\/files\/_signed\//);
  });

  it('gzips a page of signed URLs for a client that accepts it', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const key = (await upload(server.url, a.token, PNG_BYTES)).body.key;
      keys.push(key, mediaVersionKey(key, 'thumbnail')!, mediaVersionKey(key, 'display')!);
    }
    const ask = (encoding: string) =>
      fetch(`${server.url}/files/_urls`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${a.token}`,
          'Content-Type': 'application/json',
          'Accept-Encoding': encoding,
        },
        body: JSON.stringify({ keys }),
      });
    const plain = await ask('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = (await plain.json()) as FileUrlsResponse;
    expect(Object.keys(plainBody.urls).sort()).toEqual([...keys].sort());
    const zipped = await ask('gzip, deflate');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    // fetch undoes the gzip: the same answer
    expect(await zipped.json()).toEqual(plainBody);
  });

  it('serves files as immutable with an entity tag, and answers 304 to a revalidation', async () => {
    const key = (await upload(server.url, a.token, PNG_BYTES)).body.key;
    const url = (await api.post<FileUrlsResponse>('/files/_urls', { keys: [key] }, { token: a.token })).body.urls[key]!;
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    const second = await fetch(url, { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
    expect((await second.arrayBuffer()).byteLength).toBe(0);
    const other = await fetch(url, { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    // a tampered URL is refused before any 304
    const tampered = url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetch(tampered, { headers: { 'If-None-Match': etag! } })).status).toBe(403);
  });
});
