import type { ChangeEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useInputText } from '../FormField';
import { TextField, type TextFieldProps } from '../TextField';
import { numberRangeError } from './numberRange';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'step'> {
  min?: number;
  max?: number;
}

/**
 * A labelled whole-number input (steps of 1). A typed value outside `min`–`max` is flagged, not clamped:
 * "Must be between 1 and 100". An `error` from the form takes precedence.
 */
export function NumberField({ min, max, error, value, defaultValue, onChange, ref, ...rest }: NumberFieldProps) {
  const { text, track, inputRef } = useInputText(value, defaultValue, ref);
  const { i18n } = useLingui();
  const rangeError = numberRangeError(text, { min, max }, i18n);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    track(event);
    onChange?.(event);
  };

  return (
    <TextField
      inputMode="numeric"
      {...rest}
      ref={inputRef}
      type="number"
      step={1}
      min={min}
      max={max}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      error={error || rangeError}
    />
  );
}
