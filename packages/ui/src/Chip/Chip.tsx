import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Check } from '../icons';
import { StyledChip } from './Chip.styles';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onToggle' | 'children' | 'type'> {
  /** Whether the chip is on (aria-pressed). */
  selected: boolean;
  /** Called with the new state when the chip is clicked. */
  onToggle?: (selected: boolean) => void;
  /** An icon shown before the label while the chip is off (a check mark replaces it while on). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A toggle button shaped as a pill, for filters. */
export function Chip({ selected, onToggle, icon, children, onClick, ...rest }: ChipProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) onToggle?.(!selected);
  };

  return (
    <StyledChip {...rest} type="button" aria-pressed={selected} $selected={selected} onClick={handleClick}>
      {selected ? <Check size={14} aria-hidden="true" /> : icon}
      {children}
    </StyledChip>
  );
}
