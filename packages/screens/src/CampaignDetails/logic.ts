import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Asset, Content, ContentStatus } from '@app/contract';
import { failureCause } from '../shared/contentText';

export type ContentFilter = 'all' | ContentStatus;

export const CONTENT_FILTERS: readonly { value: ContentFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'active', label: msg`Active` },
  { value: 'archived', label: msg`Archived` },
];

/** A content with, possibly, its assets resolved (as GET /campaign/one/{id} returns them). */
export type DetailContent = Content & { assets?: readonly Asset[] };

/** The assets of the selected platform (all of them when none is selected). */
export function assetsForPlatform<T extends Pick<Asset, 'entryId'>>(assets: readonly T[], entryId: string | null): T[] {
  return entryId === null ? [...assets] : assets.filter((asset) => asset.entryId === entryId);
}

/** A content's assets: its resolved ones, else those of its `assetIds` found among the campaign's assets. */
export function contentAssets(content: DetailContent, assetsById: ReadonlyMap<string, Asset>): Asset[] {
  if (content.assets && content.assets.length > 0) return [...content.assets];
  return content.assetIds.map((id) => assetsById.get(id)).filter((asset): asset is Asset => asset !== undefined);
}

/** The asset a content card previews: its first asset on the selected platform (or its first at all), if any. */
export function firstMatchingAsset(
  content: DetailContent,
  entryId: string | null,
  assetsById: ReadonlyMap<string, Asset>,
): Asset | null {
  const own = contentAssets(content, assetsById);
  return (entryId === null ? own[0] : own.find((asset) => asset.entryId === entryId)) ?? null;
}

/** The contents shown: of the selected platform (through their assets) and of the chosen status. */
export function visibleContents<T extends DetailContent>(
  contents: readonly T[],
  options: { entryId: string | null; filter: ContentFilter; assetsById: ReadonlyMap<string, Asset> },
): T[] {
  return contents.filter(
    (content) =>
      (options.filter === 'all' || content.status === options.filter) &&
      (options.entryId === null || firstMatchingAsset(content, options.entryId, options.assetsById) !== null),
  );
}

/** SPEC section 2: "No content found", followed by ` for "{filter}"` when a filter is set (one text per filter). */
const EMPTY_CONTENTS: Record<ContentFilter, MessageDescriptor> = {
  all: msg`No content found`,
  active: msg`No content found for "active"`,
  pending: msg`No content found for "pending"`,
  archived: msg`No content found for "archived"`,
};

/** The Contents card's empty state for a filter, in the language on screen. */
export function emptyContentsText(i18n: I18n, filter: ContentFilter): string {
  return i18n._(EMPTY_CONTENTS[filter]);
}

/** The campaign's keywords worth a badge (blank entries, kept by the keyword rules, are not shown). */
export function shownKeywords(keywords: readonly string[]): string[] {
  return keywords.filter((keyword) => keyword.trim() !== '');
}

/** SPEC section 8: "Failed to create asset: {message}", the message being the server's, else the error's. */
export function assetCreateFailureText(i18n: I18n, error: unknown): string {
  const message = failureCause(error, i18n._(msg`Unknown error`), i18n);
  return i18n._(msg`Failed to create asset: ${message}`);
}

/** The status a content's status action switches to. */
export function toggledStatus(status: ContentStatus): ContentStatus {
  return status === 'active' ? 'archived' : 'active';
}
