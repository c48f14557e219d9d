import type { Campaign } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTenant, listenSse, waitFor, serverForFile } from './helpers';

const world = serverForFile({ heartbeatMs: 300 });

const listen = (headers: Record<string, string>, query?: string) => listenSse(world.server.url, headers, query);

describe('SSE', () => {
  it('needs a token (bearer or cookie)', async () => {
    expect((await fetch(`${world.server.url}/api/sse`)).status).toBe(401);
  });

  it('two clients both receive "campaign" after a create; another tenant hears nothing', async () => {
    const a = await createTenant(world.api, world.admin, 'Alpha');
    const b = await createTenant(world.api, world.admin, 'Beta');
    const first = await listen({ Authorization: `Bearer ${a.token}` });
    const second = await listen({ Cookie: `token=${a.token}` });
    const adminStream = await listen({ Authorization: `Bearer ${world.admin}` });
    const outsider = await listen({ Authorization: `Bearer ${b.token}` });
    expect(first.status).toBe(200);
    expect(first.contentType).toContain('text/event-stream');
    expect(second.status).toBe(200);

    const created = await world.api.post<Campaign>(
      '/api/campaign',
      { name: 'Live', description: 'd', keyword: ['k'] },
      { token: a.token },
    );
    expect(created.status).toBe(201);
    expect(
      await waitFor(() => first.events.length > 0 && second.events.length > 0 && adminStream.events.length > 0),
    ).toBe(true);
    expect(first.events).toEqual(['campaign']);
    expect(second.events).toEqual(['campaign']);
    expect(adminStream.events).toEqual(['campaign']);

    await world.api.post(
      '/api/content',
      { title: 't', text: 'x', keyword: ['k'], campaignId: created.body.id },
      { token: a.token },
    );
    expect(await waitFor(() => first.events.length > 1)).toBe(true);
    expect(first.events).toEqual(['campaign', 'content']);

    // B's own change reaches B; A's never did
    await world.api.post('/api/campaign', { name: 'B live', description: 'd', keyword: ['k'] }, { token: b.token });
    expect(await waitFor(() => outsider.events.length > 0)).toBe(true);
    expect(outsider.events).toEqual(['campaign']);
    expect(first.events).toEqual(['campaign', 'content']);

    // heartbeat comments keep the stream alive
    expect(await waitFor(() => first.comments.some((line) => line.includes('heartbeat')))).toBe(true);
    await Promise.all([first.close(), second.close(), adminStream.close(), outsider.close()]);
  });

  it("does not echo a change to the tab that made it (X-Tab-Id), only to the account's other tabs", async () => {
    const t = await createTenant(world.api, world.admin, 'Delta');
    const maker = await listen({ Authorization: `Bearer ${t.token}` }, '?tab=tab-maker-0001');
    const otherTab = await listen({ Authorization: `Bearer ${t.token}` }, '?tab=tab-other-0002');
    const created = await world.api.post<Campaign>(
      '/api/campaign',
      { name: 'Mine', description: 'd', keyword: ['k'] },
      { token: t.token, headers: { 'X-Tab-Id': 'tab-maker-0001' } },
    );
    expect(created.status).toBe(201);
    expect(await waitFor(() => otherTab.events.length > 0)).toBe(true);
    // a change without a tab (another device, a script) reaches every stream, the maker's too
    await world.api.patch(`/api/campaign/one/${created.body.id}`, { name: 'Mine 2' }, { token: t.token });
    expect(await waitFor(() => maker.events.length > 0 && otherTab.events.length > 1)).toBe(true);
    expect(maker.events).toEqual(['campaign']);
    expect(otherTab.events).toEqual(['campaign', 'campaign']);
    await Promise.all([maker.close(), otherTab.close()]);
  });

  it('tells a tenant about an agency campaign only once it is linked by one of its entries', async () => {
    const t = await createTenant(world.api, world.admin, 'Gamma');
    const stream = await listen({ Authorization: `Bearer ${t.token}` });
    const agency = await world.api.post<Campaign>(
      '/api/campaign',
      { name: 'Agency', description: 'd', keyword: ['k'] },
      { token: world.admin },
    );
    await world.api.patch(`/api/campaign/one/${agency.body.id}`, { name: 'Agency 2' }, { token: world.admin });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events).toEqual([]);
    await world.api.post(
      '/api/entry',
      { type: 'Tiktok', accessValue: 'v', tenantId: t.id, campaignId: agency.body.id },
      { token: world.admin },
    );
    await world.api.patch(`/api/campaign/one/${agency.body.id}`, { name: 'Agency 3' }, { token: world.admin });
    expect(await waitFor(() => stream.events.length >= 2)).toBe(true);
    expect(stream.events).toEqual(['campaign', 'campaign']);
    await stream.close();
  });
});
