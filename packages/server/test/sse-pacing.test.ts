import type { Campaign } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTenant, listenSse, waitFor, serverForFile } from './helpers';

const INTERVAL_MS = 1500;
const world = serverForFile({ sseWriteIntervalMs: INTERVAL_MS });

describe('SSE pacing (routes/sse.ts, at most one write per interval)', () => {
  it('writes an event after a quiet spell at once, and the events that follow within the interval together', async () => {
    const tenant = await createTenant(world.api, world.admin, 'Pacing');
    const stream = await listenSse(world.server.url, { Authorization: `Bearer ${tenant.token}` });
    const campaign = (name: string) =>
      world.api.post<Campaign>('/api/campaign', { name, description: 'd', keyword: ['k'] }, { token: tenant.token });

    const started = performance.now();
    const first = await campaign('First');
    expect(first.status).toBe(201);
    expect(await waitFor(() => stream.events.length === 1)).toBe(true);
    expect(stream.times[0]! - started).toBeLessThan(INTERVAL_MS / 2);

    // two more changes within the interval: told at its end, together, in order
    expect((await campaign('Second')).status).toBe(201);
    const content = await world.api.post(
      '/api/content',
      { campaignId: first.body.id, title: 't', text: 'x', status: 'active', isRedirected: false, keyword: ['k'] },
      { token: tenant.token },
    );
    expect(content.status).toBe(201);
    expect(performance.now() - stream.times[0]!).toBeLessThan(INTERVAL_MS);
    expect(stream.events).toEqual(['campaign']);
    expect(await waitFor(() => stream.events.length === 3, 10_000)).toBe(true);
    expect(stream.events).toEqual(['campaign', 'campaign', 'content']);
    expect(stream.times[1]! - stream.times[0]!).toBeGreaterThanOrEqual(INTERVAL_MS - 50);
    expect(stream.times[2]! - stream.times[1]!).toBeLessThan(20);
    await stream.close();
  });
});
