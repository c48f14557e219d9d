import { useId, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Globe } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { StyledChevron, StyledGlobe, StyledLanguageSelect, StyledLanguageSwitch } from './LanguageSwitch.styles';

export interface LanguageSwitchOption {
  /** The language's tag, e.g. `zh-CN`. */
  value: string;
  /** The language's name written in itself, e.g. "简体中文". */
  label: string;
}

export interface LanguageSwitchProps {
  /** The language on screen. */
  value: string;
  options: readonly LanguageSwitchOption[];
  /** Called with the chosen language's tag. */
  onChange: (value: string) => void;
  /** The accessible name; defaults to "Language" in the language on screen. */
  label?: string;
  /** Only the globe (a collapsed sidebar); the list still names each language. */
  compact?: boolean;
  className?: string;
}

/**
 * The interface language's switch: a globe and a native select of the languages, each named in itself (so a reader
 * of any of them finds their own). Presentational: the caller remembers the choice and loads the language.
 */
export function LanguageSwitch({ value, options, onChange, label, compact = false, className }: LanguageSwitchProps) {
  const id = useId();
  const { t } = useLingui();
  const name = label ?? t`Language`;
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value);
  return (
    <StyledLanguageSwitch className={className}>
      <VisuallyHidden as="label" htmlFor={id}>
        {name}
      </VisuallyHidden>
      <StyledGlobe aria-hidden="true" $compact={compact}>
        <Globe size={16} />
      </StyledGlobe>
      <StyledLanguageSelect
        id={id}
        value={value}
        onChange={handleChange}
        $compact={compact}
        title={compact ? name : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </StyledLanguageSelect>
      {compact ? null : (
        <StyledChevron aria-hidden="true">
          <ChevronDown size={14} />
        </StyledChevron>
      )}
    </StyledLanguageSwitch>
  );
}
