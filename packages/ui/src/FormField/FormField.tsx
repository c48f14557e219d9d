import { useId, type ReactNode } from 'react';
import { CircleAlert } from '../icons';
import {
  StyledError,
  StyledField,
  StyledHint,
  StyledLabel,
  StyledLabelRow,
  StyledRequiredMark,
} from './FormField.styles';

/** The props every field takes besides its native control's own. */
export interface FieldBaseProps {
  /** The visible label, linked to the control (`htmlFor`): `getByLabelText(label)` finds the control. */
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The error message: shown as an alert, linked with `aria-describedby`, and marks the control `aria-invalid`. */
  error?: ReactNode;
  /** Shows a required marker and sets `aria-required` (no native validation bubble, the form shows its own errors). */
  required?: boolean;
  disabled?: boolean;
}

/** What FormField hands to its control: spread it on the native element, after the caller's own props. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps extends FieldBaseProps {
  /** The control's id; generated when absent. */
  id?: string;
  /** Ids the caller already describes the control with; kept before the hint and error. */
  describedBy?: string;
  /** Shown right after the label, outside it (an info tooltip, for example). */
  labelAddon?: ReactNode;
  className?: string;
  children: (control: FormFieldControlProps) => ReactNode;
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * The label, hint, error and required marker around one control. The control comes from a render prop that receives
 * the ids and ARIA state to spread on it, so every field wires the same way.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  describedBy,
  labelAddon,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  const describedByIds = [describedBy, hasHint && hintId, hasError && errorId].filter(Boolean).join(' ');

  return (
    <StyledField className={className}>
      <StyledLabelRow>
        <StyledLabel htmlFor={controlId} $disabled={disabled}>
          {label}
        </StyledLabel>
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
        {labelAddon}
      </StyledLabelRow>
      {children({
        id: controlId,
        // Only the keys that are set, so a caller's own aria-invalid or aria-required survives the spread.
        ...(describedByIds && { 'aria-describedby': describedByIds }),
        ...(hasError && { 'aria-invalid': true }),
        ...(required && { 'aria-required': true }),
      })}
      {hasHint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {hasError && (
        <StyledError id={errorId} role="alert">
          <CircleAlert size={14} aria-hidden="true" />
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}
