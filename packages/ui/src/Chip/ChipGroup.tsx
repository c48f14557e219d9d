import { useId, type ReactNode } from 'react';
import { Chip } from './Chip';
import { nextChipGroupValue } from './logic';
import { StyledChips, StyledGroup, StyledGroupLabel } from './Chip.styles';

export interface ChipGroupOption {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface ChipGroupProps {
  /** Names the group (role="group"); shown above the chips unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  options: ChipGroupOption[];
  /** The selected option's value, or null for none. */
  value: string | null;
  /** Called with the new value: the clicked option, or null when the selected one is clicked again. */
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/** One-of-many chips: at most one is selected, and clicking it again clears the selection. */
export function ChipGroup({ label, hideLabel = false, options, value, onChange, disabled = false }: ChipGroupProps) {
  const labelId = useId();

  const handleToggle = (clicked: string) => {
    onChange(nextChipGroupValue(value, clicked));
  };

  return (
    <StyledGroup role="group" aria-labelledby={labelId}>
      <StyledGroupLabel id={labelId} $hidden={hideLabel}>
        {label}
      </StyledGroupLabel>
      <StyledChips>
        {options.map((option) => (
          <Chip
            key={option.value}
            selected={option.value === value}
            icon={option.icon}
            disabled={disabled || option.disabled}
            onToggle={() => handleToggle(option.value)}
          >
            {option.label}
          </Chip>
        ))}
      </StyledChips>
    </StyledGroup>
  );
}
