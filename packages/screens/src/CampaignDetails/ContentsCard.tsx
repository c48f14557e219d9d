import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { Button, Card, EmptyState, Icons, notify } from '@app/ui';
import { contentUpdateBodySchema, type Asset, type ContentUpdateBody } from '@app/contract';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { usePostActions, type CopyText, type DownloadPictures } from '../shared/postActions';
import { ContentCard } from './ContentCard';
import {
  CONTENT_FILTERS,
  emptyContentsText,
  firstMatchingAsset,
  toggledStatus,
  visibleContents,
  type ContentFilter,
  type DetailContent,
} from './logic';
import {
  StyledContentGrid,
  StyledContentsToolbar,
  StyledDesktopOnly,
  StyledFilterButton,
  StyledFilterGroup,
} from './ContentsCard.styles';
import { LoadMore } from './LoadMore';
import { PhoneFoldButton, usePhoneFold } from './PhoneFold';

/** How many contents a phone shows before "Show all N contents". */
export const PHONE_CONTENTS_SHOWN = 3;

export const CONTENT_UPDATE_FAILED = msg`Update failed.`;

export interface ContentsCardProps {
  /** The selected platform's type, or "Contents" without one. */
  title: string;
  contents: readonly DetailContent[];
  /** The platform the screen is filtered on, or null for all. */
  platformId: string | null;
  /** The campaign's assets, for the contents' previews. */
  assetsById: ReadonlyMap<string, Asset>;
  /** PATCH /content/one/{id}; the card sends `{ status }`. */
  onUpdateContent: (update: { id: string; body: ContentUpdateBody }) => Promise<unknown>;
  /** Opens the generator. */
  onGenerate: () => void;
  /** Saves a content's pictures to the device. */
  onDownloadPictures: DownloadPictures;
  /** Copies a content's text (the clipboard by default). */
  onCopyText?: CopyText;
  resolveFileUrl?: ResolveFileUrl;
  /** The status filter (All, Active, Archived). */
  filter: ContentFilter;
  onFilterChange: (filter: ContentFilter) => void;
  /** How many contents the server holds for this view, when it sends them in pages (Load more shows the rest). */
  total?: number;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

/**
 * The Contents card (SPEC section 2): filter buttons All, Active and Archived, Generate, and a card per content;
 * "No content found" (` for "{filter}"`) when none matches.
 */
export function ContentsCard({
  title,
  contents,
  platformId,
  assetsById,
  onUpdateContent,
  onGenerate,
  onDownloadPictures,
  onCopyText,
  resolveFileUrl,
  filter,
  onFilterChange,
  total,
  onLoadMore,
  loadingMore,
}: ContentsCardProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const postActions = usePostActions(onDownloadPictures, onCopyText);
  const shown = visibleContents(contents, { entryId: platformId, filter, assetsById });
  const gridId = useId();
  // every content of this view: the server's count when it sends them in pages
  const allCount = Math.max(shown.length, total ?? 0);
  const fold = usePhoneFold(allCount, PHONE_CONTENTS_SHOWN);

  const handleToggleStatus = async (content: DetailContent) => {
    setUpdatingId(content.id);
    try {
      const body = v.parse(contentUpdateBodySchema, { status: toggledStatus(content.status) });
      await onUpdateContent({ id: content.id, body });
      notify.success(successMessage('content', 'updated'));
    } catch (error) {
      notify.error(failureMessage(error, CONTENT_UPDATE_FAILED));
    } finally {
      setUpdatingId(null);
    }
  };

  return (
    <Card
      title={title}
      actions={
        <StyledContentsToolbar>
          <StyledFilterGroup role="group" aria-label={t`Filter contents by status`}>
            {CONTENT_FILTERS.map((option) => (
              <StyledFilterButton
                key={option.value}
                type="button"
                aria-pressed={filter === option.value}
                onClick={() => onFilterChange(option.value)}
              >
                {t(option.label)}
              </StyledFilterButton>
            ))}
          </StyledFilterGroup>
          {/* on a phone, the page's Generate bar stays at the bottom of the screen instead */}
          <StyledDesktopOnly>
            <Button size="sm" icon={<Icons.Sparkles size={16} aria-hidden="true" />} onClick={() => onGenerate()}>
              {t`Generate`}
            </Button>
          </StyledDesktopOnly>
        </StyledContentsToolbar>
      }
    >
      {shown.length === 0 ? (
        <EmptyState title={emptyContentsText(i18n, filter)} />
      ) : (
        <StyledContentGrid id={gridId}>
          {fold.visible(shown).map((content) => (
            <ContentCard
              key={content.id}
              content={content}
              preview={firstMatchingAsset(content, platformId, assetsById)}
              updating={updatingId === content.id}
              onToggleStatus={handleToggleStatus}
              postActions={postActions}
              resolveFileUrl={resolveFileUrl}
            />
          ))}
        </StyledContentGrid>
      )}
      {shown.length > 0 && (
        <PhoneFoldButton fold={fold} controls={gridId} showAllText={t`Show all ${allCount} contents`} />
      )}
      {onLoadMore && total !== undefined && !fold.folded && (
        <LoadMore what="contents" shown={contents.length} total={total} loading={loadingMore} onLoadMore={onLoadMore} />
      )}
    </Card>
  );
}
