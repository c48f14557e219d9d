import { measurePost, type GeneratedPost, type Platform, type PostMeasure } from '@app/contract';
import { VisuallyHidden } from '@app/ui';
import { StyledMeasure, StyledMeasures } from './ResultItem.styles';

export interface ResultMeasuresProps {
  platform: Platform;
  post: Pick<GeneratedPost, 'title' | 'content'>;
}

const number = (value: number): string => value.toLocaleString('en-GB');

function limitText({ min, max }: PostMeasure): string {
  return min === undefined ? number(max) : `${number(min)}–${number(max)}`;
}

function outsideText({ count, max }: PostMeasure): string {
  return count > max ? ' (over the limit)' : ' (under the minimum)';
}

/** How long a post is against its platform's limits, under the post: the title, the text, a review's words. */
export function ResultMeasures({ platform, post }: ResultMeasuresProps) {
  return (
    <StyledMeasures>
      {measurePost(platform, post).map((measure) => (
        <StyledMeasure key={measure.label} $outside={measure.outside}>
          {`${measure.label}: ${number(measure.count)} / ${limitText(measure)}`}
          {measure.outside && <VisuallyHidden>{outsideText(measure)}</VisuallyHidden>}
        </StyledMeasure>
      ))}
    </StyledMeasures>
  );
}
