import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Icons, KeywordBadges } from '@app/ui';
import type { Asset, Platform } from '@app/contract';
import { AssetPreview } from '../shared/AssetPreview';
import { contentTitle } from '../shared/contentText';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { isFailed, type GeneratedResult } from './logic';
import { fallbackText, failureText } from './refusals';
import { ResultEditor } from './ResultEditor';
import { ResultMeasures } from './ResultMeasures';
import type { PostEdit } from './results';
import { StyledError, StyledMuted } from './RedbookGenerator.styles';
import {
  StyledResult,
  StyledResultActions,
  StyledResultBody,
  StyledResultText,
  StyledResultTitle,
  type ResultTone,
} from './ResultItem.styles';

export interface ResultItemProps {
  result: GeneratedResult;
  platform: Platform;
  /** The picked asset assigned to the post, and its number in the picker. */
  asset: Asset | undefined;
  assetNumber: number | undefined;
  selected: boolean;
  /** The post is being written again. */
  regenerating: boolean;
  /** Another call is under way (generating, saving): no action now. */
  busy: boolean;
  resolveFileUrl?: ResolveFileUrl;
  onToggle: (on: boolean) => void;
  onEdit: (changes: PostEdit) => void;
  onRegenerate: () => void;
}

function toneOf(failed: boolean, selected: boolean): ResultTone {
  if (failed) return 'failed';
  return selected ? 'selected' : 'idle';
}

/**
 * One generated post: its checkbox, its asset, its title, text and keywords with their length against the platform's
 * limits, and two actions: Edit (title, text and keywords, in place) and Regenerate (this post only). A failed one
 * shows "Error: …" with why it was refused, and can be regenerated.
 */
export function ResultItem(props: ResultItemProps) {
  const { result, platform, asset, assetNumber, selected, regenerating, busy, resolveFileUrl } = props;
  const { t, i18n } = useLingui();
  const { post, index } = result;
  const number = index + 1;
  const failed = isFailed(post);
  // why it was refused, in the user's language (an unknown error as sent)
  const error = failed ? failureText(i18n, post) : undefined;
  // a post the built-in writer wrote in the model's place says so
  const fallback = failed ? undefined : fallbackText(i18n, post);
  const assetLabel = assetNumber ?? '';
  const [editing, setEditing] = useState(false);

  const handleRegenerate = () => {
    setEditing(false);
    props.onRegenerate();
  };

  return (
    <StyledResult $tone={toneOf(failed, selected)} aria-label={t`Post ${number}`} aria-busy={regenerating || undefined}>
      <Checkbox
        label={t`Select post ${number}`}
        hideLabel
        checked={selected && !failed}
        disabled={failed}
        onChange={props.onToggle}
      />
      {asset ? (
        <AssetPreview asset={asset} resolveFileUrl={resolveFileUrl} label={t`Asset ${assetLabel} for post ${number}`} />
      ) : (
        <span />
      )}
      <StyledResultBody>
        <StyledResultTitle>{contentTitle(post.title, i18n)}</StyledResultTitle>
        {failed && <StyledError>{t`Error: ${error}`}</StyledError>}
        {!failed && editing && <ResultEditor number={number} post={post} onEdit={props.onEdit} />}
        {!failed && !editing && (
          <>
            <StyledResultText>{post.content}</StyledResultText>
            <KeywordBadges keywords={post.keywords} />
          </>
        )}
        {!failed && <ResultMeasures platform={platform} post={post} />}
        {fallback !== undefined && <StyledMuted role="note">{fallback}</StyledMuted>}
        {assetNumber !== undefined && !failed && <StyledMuted>{t`Asset ${assetNumber}`}</StyledMuted>}
        <StyledResultActions>
          {!failed && (
            <Button
              size="sm"
              variant="secondary"
              icon={
                editing ? <Icons.Check size={14} aria-hidden="true" /> : <Icons.Pencil size={14} aria-hidden="true" />
              }
              aria-label={editing ? t`Done editing post ${number}` : t`Edit post ${number}`}
              aria-expanded={editing}
              disabled={busy || regenerating}
              onClick={() => setEditing(!editing)}
            >
              {editing ? t`Done` : t`Edit`}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            icon={<Icons.RefreshCw size={14} aria-hidden="true" />}
            aria-label={t`Regenerate post ${number}`}
            loading={regenerating}
            disabled={busy}
            onClick={handleRegenerate}
          >
            {t`Regenerate`}
          </Button>
        </StyledResultActions>
      </StyledResultBody>
    </StyledResult>
  );
}
