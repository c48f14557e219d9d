/**
 * Approval: the agency's posts for a tenant wait for the owner (pending), only active posts reach customers, the
 * owner decides once (signed in, one or many, with a comment), and each post keeps its history.
 */
import type { Content, ContentEvent } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTenant } from './helpers';
import { business, campaignOf, entryOf, phone, setUpWorld, titleOf, world, type Business } from './public-fixture';

setUpWorld();

/** A business offering Redbook, and a draft an administrator writes into its campaign. */
async function shop(name: string) {
  const owner = await business(world, name);
  const campaign = await campaignOf(world, owner.token);
  await entryOf(world, owner, campaign.id, 'Redbook');
  const draft = async (title: string, token = world.admin) => {
    const reply = await world.api.post<Content>(
      '/api/content',
      { title, text: `Text of ${title}`, keyword: ['k'], campaignId: campaign.id, platform: 'Redbook' },
      { token },
    );
    expect(reply.status, reply.text).toBe(201);
    return reply.body;
  };
  return { owner, campaign, draft };
}

const decide = (owner: Business, ids: string[], decision: 'approve' | 'reject', comment?: string) =>
  world.api.post<{ decided: { id: string; status: string }[] }>(
    '/api/content/decide',
    { ids, decision, ...(comment !== undefined ? { comment } : {}) },
    { token: owner.token },
  );

const statusOf = async (owner: Business, id: string) =>
  (await world.api.get<Content[]>('/api/content', { token: owner.token })).body.find((post) => post.id === id)?.status;

const history = async (id: string, token = world.admin) =>
  (await world.api.get<ContentEvent[]>(`/api/content/one/${id}/history`, { token })).body;

describe('approval', () => {
  it("an administrator's post waits; the owner's own does not; pending never reaches customers", async () => {
    const { owner, draft } = await shop('Waiting Cafe');
    const agency = await draft('By the agency');
    expect(agency.status).toBe('pending');
    // the only post is pending: no customer gets it
    expect(titleOf(await phone(world).claim(owner.uuid, 'Redbook'))).toBeUndefined();
    expect((await decide(owner, [agency.id], 'approve')).status).toBe(200);
    expect(titleOf(await phone(world).claim(owner.uuid, 'Redbook'))).toBe('By the agency');
    const own = await draft('By the owner', owner.token);
    expect(own.status).toBe('active');
  }, 60_000);

  it('generated and bulk-saved posts of an administrator wait too; the setting per tenant turns it off', async () => {
    const { owner, campaign, draft } = await shop('Setting Bistro');
    const bulk = await world.api.post<Content[]>(
      '/api/content/bulk',
      [{ campaignId: campaign.id, text: 'One', platform: 'Redbook' }],
      { token: world.admin },
    );
    expect(bulk.body[0]!.status).toBe('pending');
    const tenantOff = await world.api.patch(
      `/api/review-link/tenant/${owner.id}`,
      { approvalRequired: false },
      { token: owner.token },
    );
    expect(tenantOff.status).toBe(403);
    const off = await world.api.patch(
      `/api/review-link/tenant/${owner.id}`,
      { approvalRequired: false },
      { token: world.admin },
    );
    expect(off.status, off.text).toBe(200);
    expect((await draft('Straight out')).status).toBe('active');
    const setting = await world.api.get<{ approvalRequired: boolean }>(`/api/review-link/tenant/${owner.id}`, {
      token: world.admin,
    });
    expect(setting.body.approvalRequired).toBe(false);
  }, 60_000);

  it('the owner approves or rejects, in bulk, with a comment; each decision once; 409 names the status', async () => {
    const { owner, draft } = await shop('Decision Deli');
    const [a, b, c] = [await draft('A'), await draft('B'), await draft('C')];
    const approved = await decide(owner, [a.id, b.id], 'approve', '  Looks good  ');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.decided).toEqual([
      { id: a.id, status: 'active' },
      { id: b.id, status: 'active' },
    ]);
    // one of them decided already: 409 with its status, and c stays pending
    const again = await decide(owner, [c.id, a.id], 'reject');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'content_not_pending', params: { status: 'active' } });
    expect(await statusOf(owner, c.id)).toBe('pending');
    expect((await decide(owner, [c.id], 'reject', 'Too long')).body.decided).toEqual([
      { id: c.id, status: 'archived' },
    ]);
    expect((await decide(owner, [c.id], 'approve')).body).toMatchObject({ params: { status: 'archived' } });
    const steps = await history(a.id, owner.token);
    expect(steps.map((step) => [step.action, step.by.role, step.comment])).toEqual([
      ['created', 'admin', null],
      ['approved', 'tenant', 'Looks good'],
    ]);
    expect((await history(c.id)).at(-1)).toMatchObject({ action: 'rejected', comment: 'Too long' });
  }, 60_000);

  it('only the owner decides, and only on its own posts', async () => {
    const { owner, draft } = await shop('Owner Only');
    const post = await draft('Mine');
    const asAdmin = await world.api.post(
      '/api/content/decide',
      { ids: [post.id], decision: 'approve' },
      {
        token: world.admin,
      },
    );
    expect(asAdmin.status).toBe(403);
    const other = await createTenant(world.api, world.admin, 'Other Owner');
    const foreign = await world.api.post(
      '/api/content/decide',
      { ids: [post.id], decision: 'approve' },
      {
        token: other.token,
      },
    );
    expect(foreign.status).toBe(404);
    expect((await world.api.get(`/api/content/one/${post.id}/history`, { token: other.token })).status).toBe(404);
    const bad = await world.api.post(
      '/api/content/decide',
      { ids: [post.id], decision: 'maybe' },
      {
        token: owner.token,
      },
    );
    expect(bad.body).toMatchObject({ code: 'decision_approve_reject' });
    expect(await statusOf(owner, post.id)).toBe('pending');
  }, 60_000);

  it('an edit keeps a pending post pending and is in its history', async () => {
    const { owner, draft } = await shop('Edit Kitchen');
    const post = await draft('Draft');
    const edited = await world.api.patch<Content>(
      `/api/content/one/${post.id}`,
      { title: 'Draft 2' },
      { token: world.admin },
    );
    expect(edited.body).toMatchObject({ title: 'Draft 2', status: 'pending' });
    expect((await history(post.id, owner.token)).map((step) => step.action)).toEqual(['created', 'edited']);
  }, 60_000);
});
