/**
 * What follows a generation: the posts written are saved as the campaign's contents when the request asks
 * (`save: true`), each waiting for approval when its tenant requires it, with a `created` event and a live update.
 */
import { DEFAULT_CONTENT_TITLE, DEFAULT_KEYWORD, type GeneratorRequest } from '@app/contract';
import { ownerFor } from '../access';
import type { Services } from '../context';
import { contents, type campaigns } from '../db/schema';
import type { GeneratorResult } from '../generator';
import { recordEvents } from '../approval/audit';
import { startingStatus, tenantsRequiringApproval } from '../approval/status';
import type { Actor } from '../types';

type Campaign = typeof campaigns.$inferSelect;

export async function saveGenerated(
  services: Services,
  actor: Actor,
  campaign: Campaign,
  body: GeneratorRequest,
  posts: readonly GeneratorResult[],
  tab: string | undefined,
): Promise<void> {
  const good = posts.filter((post) => !post.error && post.content.trim() !== '');
  if (good.length === 0) return;
  const tenantId = ownerFor(actor, campaign.tenantId);
  const waiting = await tenantsRequiringApproval(services.db, actor, [tenantId]);
  const rows = await services.db
    .insert(contents)
    .values(
      good.map((post) => ({
        campaignId: campaign.id,
        tenantId,
        userId: actor.id,
        title: post.title.trim() || DEFAULT_CONTENT_TITLE,
        text: post.content,
        status: startingStatus('active', tenantId, waiting),
        isRedirected: false,
        // a business-voice post is for the business's own page: the QR page never hands it out
        voice:
          body.platform === 'Facebook' && body.voice === 'business' ? ('business' as const) : ('customer' as const),
        keyword: post.keywords.length > 0 ? post.keywords : [DEFAULT_KEYWORD],
        // the platform and language written for: a customer is handed a post of the platform chosen
        platform: body.platform,
        language: body.language,
      })),
    )
    .returning({ id: contents.id, tenantId: contents.tenantId });
  await recordEvents(
    services.db,
    rows.map((row) => row.id),
    'created',
    actor,
  );
  await services.changed(tab, { kind: 'content', event: 'content', tenants: rows.map((row) => row.tenantId) });
}
