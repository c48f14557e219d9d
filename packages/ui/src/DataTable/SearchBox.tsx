import { useEffect, useEffectEvent, useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Search, X } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { StyledSearchBox, StyledSearchClear, StyledSearchIcon, StyledSearchInput } from './SearchBox.styles';
import { useLingui } from '@lingui/react/macro';

/** How long typing must pause before a search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The accessible name, e.g. "Search contents". */
  label: string;
  /** The search in force (e.g. from the page's URL); the box shows it and follows it when it changes. */
  value: string;
  /** Called with the trimmed text once typing pauses (at once on Enter or Clear); not for the value it was given. */
  onSearch: (text: string) => void;
  placeholder?: string;
  /** The pause before `onSearch`; 0 searches at every keystroke. */
  debounceMs?: number;
  className?: string;
}

/** A search field: a magnifier, the text, and a Clear button while there is text. Debounced. */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
}: SearchBoxProps) {
  const id = useId();
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The search in force changed from outside (Back, a link): the box follows it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  const submit = (next: string) => {
    if (next !== value) onSearch(next);
  };
  const report = useEffectEvent((next: string) => submit(next));
  useEffect(() => {
    const next = text.trim();
    if (debounceMs === 0) {
      report(next);
      return undefined;
    }
    const timer = setTimeout(() => report(next), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') submit(text.trim());
  };
  const handleClear = () => {
    setText('');
    submit('');
  };

  return (
    <StyledSearchBox className={className}>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <StyledSearchIcon aria-hidden="true">
        <Search size={16} />
      </StyledSearchIcon>
      <StyledSearchInput
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? t`Search…`}
        autoComplete="off"
        enterKeyHint="search"
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
      {text !== '' && (
        <StyledSearchClear type="button" aria-label={t`Clear search`} onClick={handleClear}>
          <X size={16} aria-hidden="true" />
        </StyledSearchClear>
      )}
    </StyledSearchBox>
  );
}
