import type { ChangeEvent } from 'react';
import { Info } from '../icons';
import { splitKeywordsDroppingEmpties } from '@app/contract';
import { FormField, StyledInput, useInputText } from '../FormField';
import { Tooltip } from '../Tooltip';
import type { TextFieldProps } from '../TextField';
import { StyledInfoButton, StyledKeywordPreview } from './KeywordsField.styles';
import { useLingui } from '@lingui/react/macro';

export interface KeywordsFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The info icon's tooltip, e.g. "Separate keywords using commas. e.g., food, travel, nature". */
  tooltip: string;
  /** The info icon button's accessible name. */
  tooltipLabel?: string;
}

/**
 * A labelled text input for comma-separated keywords. The value stays the raw text (the form splits it with
 * `splitKeywords`, empties kept); under the input the parsed keywords show as chips, without the empty ones.
 */
export function KeywordsField({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  'aria-describedby': describedBy,
  className,
  tooltip,
  tooltipLabel,
  value,
  defaultValue,
  onChange,
  ref,
  ...rest
}: KeywordsFieldProps) {
  const { text, track, inputRef } = useInputText(value, defaultValue, ref);
  const { t } = useLingui();
  const keywords = splitKeywordsDroppingEmpties(text);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    track(event);
    onChange?.(event);
  };

  const info = (
    <Tooltip content={tooltip}>
      <StyledInfoButton type="button" aria-label={tooltipLabel ?? t`About keywords`}>
        <Info size={16} aria-hidden="true" />
      </StyledInfoButton>
    </Tooltip>
  );

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
      labelAddon={info}
    >
      {(control) => (
        <>
          <StyledInput
            {...rest}
            {...control}
            ref={inputRef}
            type="text"
            value={value}
            defaultValue={defaultValue}
            disabled={disabled}
            onChange={handleChange}
          />
          <StyledKeywordPreview keywords={keywords} label={t`Keyword preview`} />
        </>
      )}
    </FormField>
  );
}
