import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from '../icons';
import { FormField, type FieldBaseProps } from '../FormField';
import { IconButton } from '../IconButton';
import { StyledPasswordControl, StyledPasswordInput, StyledToggle } from './PasswordField.styles';
import { useLingui } from '@lingui/react/macro';

export interface PasswordFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children' | 'type'> {
  /** Reaches the native input (react-hook-form's `register` passes it). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a show/hide toggle ("Show password" / "Hide password", `aria-pressed` when shown). */
export function PasswordField({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  'aria-describedby': describedBy,
  className,
  ref,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  const handleToggle = () => setVisible((shown) => !shown);

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
      {(control) => (
        <StyledPasswordControl>
          <StyledPasswordInput
            {...rest}
            {...control}
            ref={ref}
            type={visible ? 'text' : 'password'}
            disabled={disabled}
          />
          <StyledToggle>
            <IconButton
              size="sm"
              label={visible ? t`Hide password` : t`Show password`}
              title=""
              aria-pressed={visible}
              aria-controls={control.id}
              disabled={disabled}
              icon={visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
              onClick={handleToggle}
            />
          </StyledToggle>
        </StyledPasswordControl>
      )}
    </FormField>
  );
}
