/**
 * A business's platforms as its customers see them: its entries grouped by `platformKey` ("tiktok " and "TikTok"
 * are one platform), named with the SPEC's spelling for the five known ones and with the business's own (first)
 * spelling for any other, in the order the business added them.
 */
import { PLATFORMS, platformIcon, platformKey, type PublicPlatform } from '@app/contract';

/** What grouping needs of an entry. */
export interface TypedEntry {
  id: string;
  type: string;
  createdAt: Date;
}

export interface PlatformEntry extends TypedEntry {
  campaignId: string;
  accessValue: string;
  campaignCreatedAt: Date;
}

export interface PlatformGroup<E extends TypedEntry = PlatformEntry> {
  key: string;
  platform: PublicPlatform;
  /** Its entries, newest first. */
  entries: E[];
}

/** The name a customer sees for an entry type. */
export function platformName(type: string): string {
  const key = platformKey(type);
  return PLATFORMS.find((name) => platformKey(name) === key) ?? type.trim().replace(/\s+/g, ' ');
}

/**
 * The campaigns of a platform's entries, newest campaign first, each with its entries of that platform (newest
 * first): the order in which a claim looks for a post.
 */
export function campaignsOf<E extends PlatformEntry>(group: PlatformGroup<E>): { campaignId: string; entries: E[] }[] {
  const byCampaign = new Map<string, { campaignId: string; createdAt: Date; entries: E[] }>();
  for (const entry of group.entries) {
    const campaign = byCampaign.get(entry.campaignId);
    if (campaign) campaign.entries.push(entry);
    else
      byCampaign.set(entry.campaignId, {
        campaignId: entry.campaignId,
        createdAt: entry.campaignCreatedAt,
        entries: [entry],
      });
  }
  return [...byCampaign.values()]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.campaignId.localeCompare(a.campaignId))
    .map(({ campaignId, entries }) => ({ campaignId, entries }));
}

/** The platforms of these entries (in any order): one per key, ordered by their oldest entry. */
export function groupPlatforms<E extends TypedEntry>(entries: readonly E[]): PlatformGroup<E>[] {
  const oldestFirst = [...entries].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const groups = new Map<string, PlatformGroup<E>>();
  for (const entry of oldestFirst) {
    const key = platformKey(entry.type);
    if (key === '') continue;
    let group = groups.get(key);
    if (!group) {
      group = { key, platform: { name: platformName(entry.type), icon: platformIcon(entry.type) }, entries: [] };
      groups.set(key, group);
    }
    group.entries.unshift(entry);
  }
  return [...groups.values()];
}
