/**
 * What the generator knows of the business beyond the form: the industry and name of the tenant (the viewer's own,
 * or for an administrator the campaign's tenant's), the campaign's name, description and keywords, the notes of the
 * picked photos, and the latest posts saved in the campaign (a new post must not repeat one). Only what the viewer
 * may see is read: a campaign it cannot see adds nothing, and a photo it cannot see refuses the request.
 */
import { and, desc, eq } from 'drizzle-orm';
import { contentVisible, findVisibleAssets, ownerFor } from '../access';
import type { Services } from '../context';
import type { Actor } from '../types';
import type { campaigns } from '../db/schema';
import { contents, tenants } from '../db/schema';
import type { GeneratorInput } from '../generator';
import { badRequest } from '../http/errors';

/** How many of the campaign's saved posts a new post is compared with: the latest. */
export const SAVED_POSTS_COMPARED = 200;

type Campaign = typeof campaigns.$inferSelect;
export type BusinessContext = Pick<
  GeneratorInput,
  'industry' | 'businessName' | 'campaignName' | 'campaignDescription' | 'campaignKeywords' | 'photoNotes'
>;

async function tenantOf(services: Services, tenantId: string | null | undefined) {
  if (!tenantId) return undefined;
  const [row] = await services.db
    .select({ name: tenants.name, industryType: tenants.industryType })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}

export async function businessContext(
  services: Services,
  actor: Actor,
  campaign: Campaign | undefined,
  assetIds: readonly string[],
): Promise<BusinessContext> {
  const tenant = await tenantOf(services, ownerFor(actor, campaign?.tenantId ?? null));
  let photoNotes: string[] = [];
  if (assetIds.length > 0) {
    const found = await findVisibleAssets(services.db, actor, assetIds);
    if (!found) throw badRequest('assets_not_found');
    photoNotes = found.map((asset) => asset.noteContent?.trim() ?? '').filter((note) => note !== '');
  }
  return {
    industry: tenant?.industryType ?? '',
    businessName: tenant?.name ?? '',
    campaignName: campaign?.name ?? '',
    campaignDescription: campaign?.description ?? '',
    campaignKeywords: campaign?.keyword ?? [],
    photoNotes,
  };
}

/** The texts of the latest posts saved in the campaign that the viewer sees. */
export async function savedTexts(services: Services, actor: Actor, campaignId: string): Promise<string[]> {
  const rows = await services.db
    .select({ text: contents.text })
    .from(contents)
    .where(and(eq(contents.campaignId, campaignId), contentVisible(actor)))
    .orderBy(desc(contents.createdAt), desc(contents.id))
    .limit(SAVED_POSTS_COMPARED);
  return rows.map((row) => row.text);
}
