export { Chip } from './Chip';
export type { ChipProps } from './Chip';
export { ChipGroup } from './ChipGroup';
export type { ChipGroupOption, ChipGroupProps } from './ChipGroup';
