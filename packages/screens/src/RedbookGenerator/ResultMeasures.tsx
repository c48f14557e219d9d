import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { measurePost, type GeneratedPost, type Platform, type PostMeasure } from '@app/contract';
import { VisuallyHidden } from '@app/ui';
import { MEASURE_LABELS } from './labels';
import { StyledMeasure, StyledMeasures } from './ResultItem.styles';

export interface ResultMeasuresProps {
  platform: Platform;
  post: Pick<GeneratedPost, 'title' | 'content'>;
}

const number = (value: number): string => value.toLocaleString('en-GB');

function limitText({ min, max }: PostMeasure): string {
  return min === undefined ? number(max) : `${number(min)}–${number(max)}`;
}

function outsideText(i18n: I18n, { count, max }: PostMeasure): string {
  return ` ${count > max ? i18n._(msg`(over the limit)`) : i18n._(msg`(under the minimum)`)}`;
}

/** How long a post is against its platform's limits, under the post: the title, the text, a review's words. */
export function ResultMeasures({ platform, post }: ResultMeasuresProps) {
  const { i18n } = useLingui();
  return (
    <StyledMeasures>
      {measurePost(platform, post).map((measure) => (
        <StyledMeasure key={measure.label} $outside={measure.outside}>
          {`${i18n._(MEASURE_LABELS[measure.label])}: ${number(measure.count)} / ${limitText(measure)}`}
          {measure.outside && <VisuallyHidden>{outsideText(i18n, measure)}</VisuallyHidden>}
        </StyledMeasure>
      ))}
    </StyledMeasures>
  );
}
