/** Handing out posts under load and abuse: atomic claims, and the per-address limits (TRUST_PROXY respected). */
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@app/contract';
import { advanceDate } from './fake-date';
import { request } from './helpers';
import { phone, redbookBusiness, setUpWorld, world } from './public-fixture';

setUpWorld();

const TOO_MANY_REQUESTS = API_ERRORS.public_too_many_requests;

describe('atomic claims', () => {
  it('20 phones at once for 10 posts: 10 distinct posts, and the other 10 share holds instead of none', async () => {
    const { owner } = await redbookBusiness(world, 'Busy Cafe', 10);
    const replies = await Promise.all(Array.from({ length: 20 }, () => phone(world).claim(owner.uuid, 'Redbook')));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    const titles = replies.map((reply) => reply.body.post?.title);
    expect(titles.every((title) => title !== undefined)).toBe(true);
    expect(new Set(titles).size).toBe(10);
  }, 60_000);
});

describe('rate limits per client address', () => {
  it('10 claims a minute, then 429 with a clear message; other addresses are not held back', async () => {
    const { owner } = await redbookBusiness(world, 'Limit Cafe', 1);
    const script = phone(world);
    for (let i = 0; i < 10; i += 1) expect((await script.claim(owner.uuid, 'Redbook')).status).toBe(200);
    const refused = await script.claim(owner.uuid, 'Redbook');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_REQUESTS, code: 'public_too_many_requests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // a new cookie jar on the same address does not help; a client's own X-Forwarded-For entries are not trusted
    const sameAddress = phone(world, script.address);
    expect((await sameAddress.claim(owner.uuid, 'Redbook')).status).toBe(429);
    const spoofed = await request(world.server.url, 'POST', `/api/public/q/${owner.uuid}/claim`, {
      json: { platform: 'Redbook' },
      headers: { 'X-Forwarded-For': `203.0.113.7, ${script.address}` },
    });
    expect(spoofed.status).toBe(429);
    expect((await phone(world).claim(owner.uuid, 'Redbook')).status).toBe(200);
    // a minute later the address may claim again
    world.clock.now += 61_000;
    advanceDate(61_000);
    expect((await script.claim(owner.uuid, 'Redbook')).status).toBe(200);
  }, 60_000);

  it('50 claims an hour', async () => {
    const { owner } = await redbookBusiness(world, 'Hour Cafe', 1);
    const script = phone(world);
    for (let minute = 0; minute < 5; minute += 1) {
      for (let i = 0; i < 10; i += 1) expect((await script.claim(owner.uuid, 'Redbook')).status).toBe(200);
      world.clock.now += 61_000;
      advanceDate(61_000);
    }
    const refused = await script.claim(owner.uuid, 'Redbook');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    world.clock.now += 60 * 60_000;
    advanceDate(60 * 60_000);
    expect((await script.claim(owner.uuid, 'Redbook')).status).toBe(200);
  });

  it('page views and the JSON view share a looser limit (120 a minute)', async () => {
    const { owner } = await redbookBusiness(world, 'Views Cafe', 1);
    const reader = phone(world);
    for (let i = 0; i < 60; i += 1) {
      expect((await reader.view(owner.uuid)).status).toBe(200);
      expect((await reader.page(owner.uuid)).status).toBe(200);
    }
    const json = await reader.view(owner.uuid);
    expect(json.status).toBe(429);
    expect(json.body).toEqual({ message: TOO_MANY_REQUESTS, code: 'public_too_many_requests' });
    const page = await reader.page(owner.uuid);
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(page.text).toContain(TOO_MANY_REQUESTS);
    expect(page.text).not.toContain('Views Cafe');
    // claims are counted apart
    expect((await reader.claim(owner.uuid, 'Redbook')).status).toBe(200);
  });
});
