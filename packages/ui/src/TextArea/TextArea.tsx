import type { Ref, TextareaHTMLAttributes } from 'react';
import { FormField, type FieldBaseProps } from '../FormField';
import { StyledTextArea } from './TextArea.styles';

export interface TextAreaProps extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** Reaches the native textarea (react-hook-form's `register` passes it). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input; every other prop goes to the native `<textarea>`. */
export function TextArea({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  'aria-describedby': describedBy,
  className,
  rows = 4,
  ref,
  ...rest
}: TextAreaProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <StyledTextArea {...rest} {...control} ref={ref} rows={rows} disabled={disabled} />}
    </FormField>
  );
}
