import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import { ArrowDown, ArrowUp, ChevronsUpDown, type LucideIcon } from '../icons';
import { ariaSortOf, type SortDirection } from './logic';
import { StyledHeaderCell, StyledSortButton, StyledSortIcon } from './DataTable.styles';
import { useLingui } from '@lingui/react/macro';

/** One column's heading: its text, and whether and how it sorts. */
export interface HeadCell {
  id: string;
  content: ReactNode;
  canSort: boolean;
  direction: SortDirection | false;
  toggleSorting: () => void;
}

export interface SelectAll {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

const sortIcons: Record<SortDirection | 'none', LucideIcon> = {
  asc: ArrowUp,
  desc: ArrowDown,
  none: ChevronsUpDown,
};

/** The table's header row: "select all on this page", the column headings (sort buttons) and "Actions". */
export function TableHead({
  cells,
  selectAll,
  hasRowActions,
}: {
  cells: readonly HeadCell[];
  /** Present when the rows are selectable. */
  selectAll: SelectAll | null;
  hasRowActions: boolean;
}) {
  const { t } = useLingui();
  return (
    <thead>
      <tr>
        {selectAll && (
          <StyledHeaderCell scope="col" $narrow>
            <Checkbox label={t`Select all on this page`} hideLabel {...selectAll} />
          </StyledHeaderCell>
        )}
        {cells.map((cell) => {
          if (!cell.canSort) {
            return (
              <StyledHeaderCell key={cell.id} scope="col">
                {cell.content}
              </StyledHeaderCell>
            );
          }
          const SortIcon = sortIcons[cell.direction || 'none'];
          return (
            <StyledHeaderCell key={cell.id} scope="col" aria-sort={ariaSortOf(cell.direction)}>
              <StyledSortButton type="button" onClick={cell.toggleSorting}>
                {cell.content}
                <StyledSortIcon $active={Boolean(cell.direction)} aria-hidden="true">
                  <SortIcon size={14} />
                </StyledSortIcon>
              </StyledSortButton>
            </StyledHeaderCell>
          );
        })}
        {hasRowActions && (
          <StyledHeaderCell scope="col" $narrow>
            {t`Actions`}
          </StyledHeaderCell>
        )}
      </tr>
    </thead>
  );
}
