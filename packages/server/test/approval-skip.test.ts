/**
 * The owner's approval cannot be skipped: for a tenant asking for approval, the agency's PATCH never makes a post
 * live (archived, rejected or moved in from elsewhere: pending), a pending post's status changes only by a decision
 * (409 content_awaits_decision otherwise, never a 200 that changes nothing), and the history records each change.
 */
import type { Content, ContentEvent } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { business, campaignOf, entryOf, phone, setUpWorld, titleOf, world, type Business } from './public-fixture';

setUpWorld();

async function shop(name: string) {
  const owner = await business(world, name);
  const campaign = await campaignOf(world, owner.token);
  await entryOf(world, owner, campaign.id, 'Redbook');
  return { owner, campaign };
}

async function write(body: Record<string, unknown>, token = world.admin) {
  const reply = await world.api.post<Content>(
    '/api/content',
    { text: `Text of ${String(body.title)}`, keyword: ['k'], platform: 'Redbook', ...body },
    { token },
  );
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

const patch = (id: string, body: Record<string, unknown>, token = world.admin) =>
  world.api.patch<Content>(`/api/content/one/${id}`, body, { token });

const decide = (owner: Business, ids: string[], decision: 'approve' | 'reject') =>
  world.api.post('/api/content/decide', { ids, decision }, { token: owner.token });

const statusOf = async (owner: Business, id: string) =>
  (await world.api.get<Content[]>('/api/content', { token: owner.token })).body.find((post) => post.id === id)?.status;

const actions = async (id: string) =>
  (await world.api.get<ContentEvent[]>(`/api/content/one/${id}/history`, { token: world.admin })).body.map(
    (step) => `${step.action} by ${step.by.role}`,
  );

const handedOut = async (owner: Business) => titleOf(await phone(world).claim(owner.uuid, 'Redbook'));

describe('approval that cannot be skipped', () => {
  it('an archived post the agency patches active waits for the owner, and no customer gets it', async () => {
    const { owner, campaign } = await shop('Skip Archived');
    const post = await write({ title: 'Archived first', campaignId: campaign.id, status: 'archived' });
    expect(post.status).toBe('archived');
    const patched = await patch(post.id, { status: 'active' });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.status).toBe('pending');
    expect(await handedOut(owner)).toBeUndefined();
    expect((await decide(owner, [post.id], 'approve')).status).toBe(200);
    expect(await handedOut(owner)).toBe('Archived first');
    expect(await actions(post.id)).toEqual(['created by admin', 'edited by admin', 'approved by tenant']);
  }, 60_000);

  it('a post the owner rejected, patched active by the agency, is pending again, not live', async () => {
    const { owner, campaign } = await shop('Skip Rejected');
    const post = await write({ title: 'Rejected', campaignId: campaign.id });
    expect((await decide(owner, [post.id], 'reject')).status).toBe(200);
    const patched = await patch(post.id, { status: 'active' });
    expect(patched.body.status).toBe('pending');
    expect(await statusOf(owner, post.id)).toBe('pending');
    expect(await handedOut(owner)).toBeUndefined();
    expect(await actions(post.id)).toEqual(['created by admin', 'rejected by tenant', 'edited by admin']);
  }, 60_000);

  it("another business's live post moved into this business's campaign is pending there", async () => {
    const { owner, campaign } = await shop('Skip Target');
    const other = await business(world, 'Skip Source');
    const otherCampaign = await campaignOf(world, other.token);
    await entryOf(world, other, otherCampaign.id, 'Redbook');
    const live = await write({ title: 'Live elsewhere', campaignId: otherCampaign.id }, other.token);
    expect(live.status).toBe('active');
    const moved = await patch(live.id, { campaignId: campaign.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ campaignId: campaign.id, tenantId: owner.id, status: 'pending' });
    expect(await handedOut(owner)).toBeUndefined();
    expect(await actions(live.id)).toEqual(['created by tenant', 'edited by admin']);
  }, 60_000);

  it('a post written without a campaign and moved in is pending; an approved post stays live through edits', async () => {
    const { owner, campaign } = await shop('Skip Unplaced');
    const loose = await write({ title: 'Unplaced', campaignId: null });
    expect(loose.status).toBe('active');
    const moved = await patch(loose.id, { campaignId: campaign.id, status: 'active' });
    expect(moved.body.status).toBe('pending');
    expect(await handedOut(owner)).toBeUndefined();
    expect((await decide(owner, [loose.id], 'approve')).status).toBe(200);
    const edited = await patch(loose.id, { title: 'Unplaced 2', status: 'active' });
    expect(edited.body).toMatchObject({ title: 'Unplaced 2', status: 'active' });
  }, 60_000);

  it('a pending post: a status change other than by a decision is 409 with its status and changes nothing', async () => {
    const { owner, campaign } = await shop('Skip Pending');
    const post = await write({ title: 'Waiting', campaignId: campaign.id });
    expect(post.status).toBe('pending');
    const refusals = [
      [{ status: 'archived' }, owner.token],
      [{ status: 'active' }, owner.token],
      [{ status: 'active' }, world.admin],
      [{ title: 'Renamed', status: 'active' }, world.admin],
    ] as const;
    for (const [body, token] of refusals) {
      const refused = await patch(post.id, body, token);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body).toMatchObject({ code: 'content_awaits_decision', params: { status: 'pending' } });
    }
    const after = (await world.api.get<Content[]>('/api/content', { token: owner.token })).body.find(
      (row) => row.id === post.id,
    );
    expect(after).toMatchObject({ title: 'Waiting', status: 'pending' });
    expect(await actions(post.id)).toEqual(['created by admin']);
    // the agency may withdraw its draft
    const withdrawn = await patch(post.id, { status: 'archived' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('archived');
  }, 60_000);
});
