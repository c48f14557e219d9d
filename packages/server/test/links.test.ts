import type { Link, Tenant } from '@app/contract';
import { strFromU8, unzipSync } from 'fflate';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, createTenant, type Client, type TestServer, startTestServer } from './helpers';

let server: TestServer;
let api: Client;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://qr.example.test' });
  api = client(server.url);
  admin = await adminToken(api);
}, 180_000);
afterAll(() => server?.destroy(), 30_000);

/** What a phone's camera reads in a PNG, and the quiet zone around the code in modules (the finder is 7 wide). */
async function readQr(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => data[(y * info.width + x) * 4]! < 128;
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  let top = 0;
  while (top < info.height && ![...Array(info.width).keys()].some((x) => dark(x, top))) top += 1;
  let left = 0;
  while (!dark(left, top)) left += 1;
  let finder = 0;
  while (dark(left + finder, top)) finder += 1;
  const moduleSize = finder / 7;
  const labelRows = [...Array(info.height - info.width).keys()].map((row) => info.width + row);
  return {
    text: decoded?.data,
    quietModules: Math.min(top, left) / moduleSize,
    labelInked: labelRows.some((y) => [...Array(info.width).keys()].some((x) => dark(x, y))),
  };
}

describe('QR links', () => {
  it('says there is nothing to export before any link exists, instead of an empty zip', async () => {
    const response = await fetch(`${server.url}/api/link/export`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'There are no QR codes to export yet. Generate some first.',
      code: 'links_none_to_export',
    });
  });

  it('validates the count: 1 to 100', async () => {
    for (const count of [0, 101, -1, 1.5, 'abc']) {
      const reply = await api.post('/api/link/generate', { count }, { token: admin });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        message: 'Count must be a whole number from 1 to 100',
        code: 'field_whole_number',
        params: { field: 'Count', min: '1', max: '100' },
      });
    }
    expect((await api.post('/api/link/generate', {}, { token: admin })).status).toBe(400);
  });

  it('goes through the whole life cycle: generate, assign, refuse reassignment, delete', async () => {
    const generated = await api.post<Link[]>('/api/link/generate', { count: 3 }, { token: admin });
    expect(generated.status).toBe(201);
    expect(generated.body).toHaveLength(3);
    for (const link of generated.body) {
      expect(link).toMatchObject({ status: 'Vacant', tenant: null });
      expect(link.name).toMatch(/^QR-\d{5}$/);
      expect(link.full_url).toBe(`https://qr.example.test/q/${link.uuid}`);
    }
    const [first, second] = generated.body as [Link, Link];
    const tenant = await createTenant(api, admin, 'Linked');
    const other = await createTenant(api, admin, 'Other');

    const assigned = await api.post<Link>(
      '/api/link/assign',
      { uuid: first.uuid, tenantId: tenant.id },
      { token: admin },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      uuid: first.uuid,
      status: 'Assigned',
      tenant: { id: tenant.id, name: 'Linked' },
    });
    const profile = await api.get<Tenant>('/api/tenant/profile', { token: tenant.token });
    expect(profile.body.qrcode_url).toBe(first.full_url);
    expect(profile.body.links).toEqual([
      { uuid: first.uuid, name: first.name, label: '', status: 'Assigned', full_url: first.full_url },
    ]);

    // only a Vacant link, and only a tenant without a link
    expect(
      (await api.post('/api/link/assign', { uuid: first.uuid, tenantId: other.id }, { token: admin })).status,
    ).toBe(409);
    expect(
      (await api.post('/api/link/assign', { uuid: second.uuid, tenantId: tenant.id }, { token: admin })).status,
    ).toBe(409);
    expect(
      (await api.post('/api/link/assign', { uuid: crypto.randomUUID(), tenantId: other.id }, { token: admin })).status,
    ).toBe(404);
    expect((await api.post('/api/link/assign', { uuid: second.uuid, tenantId: 'nope' }, { token: admin })).status).toBe(
      404,
    );

    const list = await api.get<Link[]>('/api/link', { token: admin });
    const listed = list.body.find((link) => link.uuid === first.uuid);
    expect(listed).toMatchObject({ status: 'Assigned', tenant: { id: tenant.id, name: 'Linked' } });
    const tenants = await api.get<Tenant[]>('/api/tenant', { token: admin });
    expect(tenants.body.find((row) => row.id === tenant.id)?.links[0]?.uuid).toBe(first.uuid);

    expect((await api.del(`/api/link/${first.uuid}`, undefined, { token: admin })).body).toEqual({ deleted: 1 });
    expect((await api.get('/api/tenant/profile', { token: tenant.token })).body).toMatchObject({
      qrcode_url: null,
      links: [],
    });
    expect((await api.del(`/api/link/${first.uuid}`, undefined, { token: admin })).status).toBe(404);
    expect((await api.del('/api/link/not-a-uuid', undefined, { token: admin })).status).toBe(404);
    // the tenant may now get another link
    expect(
      (await api.post('/api/link/assign', { uuid: second.uuid, tenantId: tenant.id }, { token: admin })).status,
    ).toBe(200);
  });

  it('exports a zip with one PNG per link, named after it, and a manifest', async () => {
    const links = (await api.get<Link[]>('/api/link', { token: admin })).body;
    expect(links.length).toBeGreaterThan(0);
    const response = await fetch(`${server.url}/api/link/export`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="qrcodes.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const pngs = Object.keys(files).filter((name) => name.endsWith('.png'));
    expect(pngs.sort()).toEqual(links.map((link) => `${link.name}.png`).sort());
    for (const link of links) {
      // ready to print: it reads back to the link, with the standard's 4-module quiet zone and the name under it
      const read = await readQr(files[`${link.name}.png`]!);
      expect(read.text).toBe(link.full_url);
      expect(read.quietModules).toBeGreaterThanOrEqual(4);
      expect(read.labelInked).toBe(true);
    }
    // a byte order mark first, so that Excel reads the tenants' names as UTF-8
    expect(Array.from(files['manifest.csv']!.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const manifest = strFromU8(files['manifest.csv']!.subarray(3)).trim().split('\r\n');
    expect(manifest[0]).toBe('name,uuid,full_url,status,tenant');
    expect(manifest).toHaveLength(links.length + 1);
    const assigned = links.find((link) => link.status === 'Assigned')!;
    expect(manifest).toContain(`${assigned.name},${assigned.uuid},${assigned.full_url},Assigned,Linked`);
  });
});
