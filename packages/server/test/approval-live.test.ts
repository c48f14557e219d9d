/** Decisions refresh the lists live: the owner's and the agency's streams hear "content", another tenant's nothing. */
import type { Campaign, Content, ReviewLink } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTenant, listenSse, request, serverForFile, waitFor } from './helpers';

const world = serverForFile({ heartbeatMs: 300 });

describe('approval, live', () => {
  it('a decision through a review link reaches the owner and the administrators', async () => {
    const owner = await createTenant(world.api, world.admin, 'Live Owner');
    const other = await createTenant(world.api, world.admin, 'Live Other');
    const campaign = await world.api.post<Campaign>(
      '/api/campaign',
      { name: 'Live', description: 'd', keyword: ['k'] },
      { token: owner.token },
    );
    const draft = await world.api.post<Content>(
      '/api/content',
      { title: 'Draft', text: 'x', keyword: ['k'], campaignId: campaign.body.id },
      { token: world.admin },
    );
    expect(draft.body.status).toBe('pending');
    const link = await world.api.post<ReviewLink>('/api/review-link', { tenantId: owner.id }, { token: world.admin });
    const token = link.body.url!.split('/review/')[1]!;
    const ownerStream = await listenSse(world.server.url, { Authorization: `Bearer ${owner.token}` });
    const adminStream = await listenSse(world.server.url, { Authorization: `Bearer ${world.admin}` });
    const outsider = await listenSse(world.server.url, { Authorization: `Bearer ${other.token}` });
    const decided = await request(world.server.url, 'POST', `/api/public/review/${token}/decide`, {
      json: { ids: [draft.body.id], decision: 'approve' },
    });
    expect(decided.status, decided.text).toBe(200);
    expect(await waitFor(() => ownerStream.events.length > 0 && adminStream.events.length > 0)).toBe(true);
    expect(ownerStream.events).toEqual(['content']);
    expect(adminStream.events).toEqual(['content']);
    expect(outsider.events).toEqual([]);
    await Promise.all([ownerStream.close(), adminStream.close(), outsider.close()]);
  }, 60_000);
});
