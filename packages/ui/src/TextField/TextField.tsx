import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, StyledInput, type FieldBaseProps } from '../FormField';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'> {
  /** text, email, tel, url, search… */
  type?: string;
  /** Reaches the native input (react-hook-form's `register` passes it). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input. Every other prop goes to the native `<input>`, so `{...register('name')}` works. */
export function TextField({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  'aria-describedby': describedBy,
  className,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
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
      {(control) => <StyledInput {...rest} {...control} ref={ref} type={type} disabled={disabled} />}
    </FormField>
  );
}
