import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from '../icons';
import { FormField, type FieldBaseProps } from '../FormField';
import { StyledChevron, StyledSelect, StyledSelectControl } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple' | 'size'> {
  options: readonly SelectOption[];
  /** A first option with the empty value ("Select a tenant"); left out when absent. */
  placeholder?: string;
  /** Reaches the native select (react-hook-form's `register` passes it). */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native `<select>`; every other prop goes to the native element. */
export function Select({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  'aria-describedby': describedBy,
  className,
  options,
  placeholder,
  ref,
  ...rest
}: SelectProps) {
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
        <StyledSelectControl>
          <StyledSelect {...rest} {...control} ref={ref} disabled={disabled}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <StyledChevron aria-hidden="true">
            <ChevronDown size={18} />
          </StyledChevron>
        </StyledSelectControl>
      )}
    </FormField>
  );
}
