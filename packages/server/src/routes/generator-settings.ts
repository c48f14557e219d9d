/**
 * The generator form's last settings per campaign and platform, kept on the server so that they follow the owner to
 * another device. A generation that wrote a post saves its form fields (never the picked assets); GET
 * /api/redbook/settings?campaignId=…&platform=… answers them. Only the campaign's owner reads or writes them: its
 * tenant, or an administrator (the agency, which owns every record). A tenant that only sees the campaign (an agency
 * campaign linked to it by an entry) is answered 404, as for a campaign it cannot see.
 */
import * as v from 'valibot';
import { generatorSettingsQuerySchema, generatorSettingsSchema, type GeneratorRequest } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { findVisibleCampaign, ownsCampaign } from '../access';
import type { Services } from '../context';
import { generatorSettings, type campaigns } from '../db/schema';
import { readQuery } from '../http/body';
import { notFound } from '../http/errors';
import type { Actor, AppEnv } from '../types';

type Campaign = typeof campaigns.$inferSelect;

/** Saves the request's form fields as the campaign's last settings for its platform (the owner's only). */
export async function rememberSettings(
  services: Services,
  actor: Actor,
  campaign: Campaign,
  request: GeneratorRequest,
): Promise<void> {
  if (!ownsCampaign(actor, campaign)) return;
  const settings = v.parse(generatorSettingsSchema, request);
  await services.db
    .insert(generatorSettings)
    .values({ campaignId: campaign.id, platform: settings.platform, settings })
    .onConflictDoUpdate({
      target: [generatorSettings.campaignId, generatorSettings.platform],
      set: { settings, updatedAt: new Date() },
    });
}

export function generatorSettingsRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const actor = c.get('actor');
    const query = readQuery(c, generatorSettingsQuerySchema);
    const campaign = await findVisibleCampaign(services.db, actor, query.campaignId);
    if (!campaign || !ownsCampaign(actor, campaign)) throw notFound('campaign_not_found');
    const [row] = await services.db
      .select({ settings: generatorSettings.settings })
      .from(generatorSettings)
      .where(and(eq(generatorSettings.campaignId, campaign.id), eq(generatorSettings.platform, query.platform)));
    // settings saved by an older form that no longer pass the schema are as good as none
    const parsed = row ? v.safeParse(generatorSettingsSchema, row.settings) : undefined;
    return c.json({ settings: parsed?.success ? parsed.output : null });
  });

  return app;
}
