import { useLingui } from '@lingui/react/macro';
import { Button, Icons, Spinner } from '@app/ui';
import type { Asset } from '@app/contract';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { LANGUAGE_LABELS } from './labels';
import { leftOutFields, leftOutList } from './refusals';
import { GenerationProgress } from './GenerationProgress';
import { ResultItem } from './ResultItem';
import type { GeneratedResultsState } from './useGeneratedResults';
import { StyledError, StyledMuted } from './RedbookGenerator.styles';
import {
  StyledLeftOutNote,
  StyledResultList,
  StyledResults,
  StyledResultsHeader,
  StyledResultsTitle,
  StyledSelectedCount,
  StyledStatus,
} from './GeneratedResults.styles';

export interface GeneratedResultsProps {
  /** The assets the posts can be built from, in the picker's order (their numbers). */
  assets: readonly Asset[];
  generated: GeneratedResultsState;
  resolveFileUrl?: ResolveFileUrl;
}

/**
 * The generated posts (SPEC section 2, below): checkboxes, Remove All, Save and "Selected: n / total"; each post can be
 * edited or written again, and shows its length against the platform's limits. A note above them names the fields the
 * posts could not use, as they are not written in the posts' language. Posts that arrive one by one are listed as
 * they come, under "3 of 10" and a bar; saving waits for the last.
 */
export function GeneratedResults({ assets, generated, resolveFileUrl }: GeneratedResultsProps) {
  const { t, i18n } = useLingui();
  const { generating, progress, error, results, selected, saving, regenerating, platform } = generated;
  const leftOut = leftOutFields(results.map((result) => result.post));
  const fields = leftOutList(i18n, leftOut);
  const language = t(LANGUAGE_LABELS[generated.language]);
  // a selected post whose text was emptied cannot be saved: its editor says why
  const blankSelected = results.some((r) => selected.has(r.index) && !r.post.error && r.post.content.trim() === '');
  const busy = generating || saving;
  const count = selected.size;
  const total = results.length;
  const assetsById = new Map(assets.map((asset) => [asset.id, asset]));
  const assetNumber = new Map(assets.map((asset, index) => [asset.id, index + 1]));

  return (
    <StyledResults aria-label={t`Generated posts`}>
      <StyledResultsHeader>
        <StyledResultsTitle>{t`Generated Posts`}</StyledResultsTitle>
        {results.length > 0 && (
          <>
            <StyledSelectedCount>{t`Selected: ${count} / ${total}`}</StyledSelectedCount>
            <Button size="sm" variant="secondary" onClick={generated.removeAll} disabled={selected.size === 0 || busy}>
              {t`Remove All`}
            </Button>
            <Button
              size="sm"
              onClick={generated.save}
              loading={saving}
              disabled={selected.size === 0 || blankSelected || regenerating.size > 0 || generating}
            >
              {t`Save`}
            </Button>
          </>
        )}
      </StyledResultsHeader>
      {generating && !progress && (
        <StyledStatus role="status">
          <Spinner size={18} />
          {t`Generating posts…`}
        </StyledStatus>
      )}
      {generating && progress && <GenerationProgress done={progress.done} total={progress.total} />}
      {!generating && error && (
        <StyledError role="alert">
          <Icons.CircleAlert size={16} aria-hidden="true" />
          {error}
        </StyledError>
      )}
      {!generating && !error && results.length === 0 && (
        <StyledMuted>{t`Pick assets, fill in the form and press Generate: the posts appear here.`}</StyledMuted>
      )}
      {!generating && leftOut.length > 0 && (
        <StyledLeftOutNote role="note">
          <Icons.Languages size={16} aria-hidden="true" />
          {t`Left out of the posts, as not written in ${language}: ${fields}. Write them in ${language} to have them used.`}
        </StyledLeftOutNote>
      )}
      {results.length > 0 && (
        <StyledResultList>
          {results.map((result) => (
            <ResultItem
              key={result.index}
              result={result}
              platform={platform}
              asset={result.assetId ? assetsById.get(result.assetId) : undefined}
              assetNumber={result.assetId ? assetNumber.get(result.assetId) : undefined}
              selected={selected.has(result.index)}
              regenerating={regenerating.has(result.index)}
              busy={busy}
              resolveFileUrl={resolveFileUrl}
              onToggle={(on) => generated.toggle(result.index, on)}
              onEdit={(changes) => generated.edit(result.index, changes)}
              onRegenerate={() => void generated.regenerate(result.index)}
            />
          ))}
        </StyledResultList>
      )}
    </StyledResults>
  );
}
