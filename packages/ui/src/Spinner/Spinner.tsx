import { Loader2 } from '../icons';
import { StyledSpinner, type SpinnerTone } from './Spinner.styles';

export interface SpinnerProps {
  /** The icon's size in pixels. */
  size?: number;
  /** `inherit` takes the text colour around it; `primary` the brand colour (a loading overlay). */
  tone?: SpinnerTone;
  className?: string;
}

/**
 * A turning loader icon. It is decorative (hidden from assistive technology): the text or `role="status"` beside it
 * says what is loading.
 */
export function Spinner({ size = 16, tone = 'inherit', className }: SpinnerProps) {
  return (
    <StyledSpinner className={className} $tone={tone} aria-hidden="true">
      <Loader2 size={size} />
    </StyledSpinner>
  );
}
