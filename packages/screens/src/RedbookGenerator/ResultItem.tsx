import { Checkbox, KeywordBadges } from '@app/ui';
import type { Asset } from '@app/contract';
import { AssetPreview } from '../shared/AssetPreview';
import { contentTitle } from '../shared/contentText';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { isFailed, type GeneratedResult } from './logic';
import { StyledError, StyledMuted } from './RedbookGenerator.styles';
import {
  StyledResult,
  StyledResultBody,
  StyledResultText,
  StyledResultTitle,
  type ResultTone,
} from './ResultItem.styles';

export interface ResultItemProps {
  result: GeneratedResult;
  /** The picked asset assigned to the post, and its number in the picker. */
  asset: Asset | undefined;
  assetNumber: number | undefined;
  selected: boolean;
  resolveFileUrl?: ResolveFileUrl;
  onToggle: (on: boolean) => void;
}

function toneOf(failed: boolean, selected: boolean): ResultTone {
  if (failed) return 'failed';
  return selected ? 'selected' : 'idle';
}

/** One generated post: its checkbox, its asset, its title, text and keywords; a failed one shows "Error: …". */
export function ResultItem({ result, asset, assetNumber, selected, resolveFileUrl, onToggle }: ResultItemProps) {
  const { post, index } = result;
  const failed = isFailed(post);
  return (
    <StyledResult $tone={toneOf(failed, selected)} aria-label={`Post ${index + 1}`}>
      <Checkbox
        label={`Select post ${index + 1}`}
        hideLabel
        checked={selected && !failed}
        disabled={failed}
        onChange={onToggle}
      />
      {asset ? (
        <AssetPreview
          asset={asset}
          resolveFileUrl={resolveFileUrl}
          label={`Asset ${assetNumber ?? ''} for post ${index + 1}`}
        />
      ) : (
        <span />
      )}
      <StyledResultBody>
        <StyledResultTitle>{contentTitle(post.title)}</StyledResultTitle>
        {failed ? (
          <StyledError>{`Error: ${post.error}`}</StyledError>
        ) : (
          <>
            <StyledResultText>{post.content}</StyledResultText>
            <KeywordBadges keywords={post.keywords} />
            {assetNumber !== undefined && <StyledMuted>{`Asset ${assetNumber}`}</StyledMuted>}
          </>
        )}
      </StyledResultBody>
    </StyledResult>
  );
}
