/**
 * Numbers the owner reads: GET /api/stats/mine counts every platform's posts, whatever letters its name has (a
 * pattern written in SQL reaches PostgreSQL as written: "Instagram" counted 0 when `\s` lost its backslash).
 */
import { PLATFORMS, type Content, type TenantProfileStats } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { business, campaignOf, entryOf, setUpWorld, world } from './public-fixture';

setUpWorld();

describe('the supply per platform', () => {
  it.each(PLATFORMS)(
    '%s: available and used posts are counted',
    async (platform) => {
      const owner = await business(world, `Supply ${platform}`);
      const campaign = await campaignOf(world, owner.token);
      await entryOf(world, owner, campaign.id, platform);
      const post = (title: string, isRedirected: boolean) => ({
        campaignId: campaign.id,
        title,
        text: `Text of ${title}`,
        platform,
        language: 'English',
        isRedirected,
      });
      const saved = await world.api.post<Content[]>(
        '/api/content/bulk',
        [post('One', false), post('Two', false), post('Three', false), post('Used', true)],
        { token: owner.token },
      );
      expect(saved.status, saved.text).toBe(201);
      const mine = await world.api.get<TenantProfileStats>('/api/stats/mine', { token: owner.token });
      expect(mine.status).toBe(200);
      expect(mine.body.supply).toEqual([{ platform, available: 3, held: 0, used: 1 }]);
      expect(mine.body.runningLow.map((low) => low.platform)).toContain(platform);
    },
    60_000,
  );
});
