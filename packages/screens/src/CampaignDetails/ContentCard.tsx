import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Icons, KeywordBadges, StatusRibbon, VisuallyHidden, useFormatDate } from '@app/ui';
import type { Asset } from '@app/contract';
import { languageLabel, platformLabel } from '../shared/platformLabels';
import { AssetPreview } from '../shared/AssetPreview';
import { contentTitle } from '../shared/contentText';
import { PostActionButtons, type usePostActions } from '../shared/postActions';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import type { DetailContent } from './logic';
import { StyledMuted } from './CampaignDetails.styles';
import {
  StyledContentCard,
  StyledContentFooter,
  StyledContentText,
  StyledContentTitle,
  StyledNoPreview,
  StyledPostActions,
  StyledPostMeta,
} from './ContentCard.styles';

export interface ContentCardProps {
  content: DetailContent;
  /** The asset the card previews, if any. */
  preview: Asset | null;
  /** Its status is being changed: the button shows a spinner. */
  updating: boolean;
  onToggleStatus: (content: DetailContent) => void;
  /** Copy text and Download pictures. */
  postActions: ReturnType<typeof usePostActions>;
  resolveFileUrl?: ResolveFileUrl;
}

const statusAction = {
  active: { label: msg`Archive`, icon: <Icons.Archive size={14} aria-hidden="true" /> },
  archived: { label: msg`Activate`, icon: <Icons.CircleCheck size={14} aria-hidden="true" /> },
} as const;

/**
 * One content (SPEC section 2): a preview of its first matching asset (or "No Preview"), the platform it is handed out
 * on and the language it is written in (when known), its text (or "No generated content."), keyword badges, the created date (en-GB), a status ribbon, the action to archive or activate it, and
 * Copy text and Download pictures.
 */
export function ContentCard({
  content,
  preview,
  updating,
  onToggleStatus,
  postActions,
  resolveFileUrl,
}: ContentCardProps) {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDate();
  const title = contentTitle(content.title, i18n);
  // a pending post waits for the owner's decision (the content list's Approve and Reject), not for a toggle here
  const action = content.status === 'pending' ? null : statusAction[content.status];
  const actionLabel = content.status === 'active' ? t`Archive ${title}` : t`Activate ${title}`;
  return (
    <StyledContentCard aria-label={title}>
      <StatusRibbon status={content.status} />
      {preview ? (
        <AssetPreview asset={preview} resolveFileUrl={resolveFileUrl} size="card" label={t`Preview of ${title}`} />
      ) : (
        <StyledNoPreview>
          <Icons.Image size={16} aria-hidden="true" />
          {t`No Preview`}
        </StyledNoPreview>
      )}
      <StyledContentTitle>{title}</StyledContentTitle>
      {(content.platform || content.language) && (
        <StyledPostMeta>
          {content.platform && (
            <Badge tone="info" icon={<Icons.Megaphone size={12} aria-hidden="true" />}>
              <VisuallyHidden>{t`Platform:`} </VisuallyHidden>
              {platformLabel(i18n, content.platform)}
            </Badge>
          )}
          {content.language && (
            <Badge icon={<Icons.Languages size={12} aria-hidden="true" />}>
              <VisuallyHidden>{t`Language:`} </VisuallyHidden>
              {languageLabel(i18n, content.language)}
            </Badge>
          )}
        </StyledPostMeta>
      )}
      {content.text.trim() === '' ? (
        <StyledMuted>{t`No generated content.`}</StyledMuted>
      ) : (
        <StyledContentText title={content.text}>{content.text}</StyledContentText>
      )}
      <KeywordBadges keywords={content.keyword} />
      <StyledPostActions>
        <PostActionButtons post={content} label={title} actions={postActions} />
      </StyledPostActions>
      <StyledContentFooter>
        <time dateTime={content.createdAt}>{formatDate(content.createdAt)}</time>
        {action && (
          <Button
            size="sm"
            variant="secondary"
            icon={action.icon}
            loading={updating}
            aria-label={actionLabel}
            onClick={() => onToggleStatus(content)}
          >
            {t(action.label)}
          </Button>
        )}
      </StyledContentFooter>
    </StyledContentCard>
  );
}
