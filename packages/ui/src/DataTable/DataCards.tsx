import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import { RowActionsMenu, type DataTableRowAction } from './RowActionsMenu';
import {
  StyledCard,
  StyledCardHead,
  StyledCardList,
  StyledCardState,
  StyledCardsTools,
  StyledCardTitle,
  StyledCardTitleButton,
  StyledFieldName,
  StyledFields,
  StyledFieldValue,
  StyledSortLabel,
  StyledSortSelect,
} from './DataCards.styles';
import { useLingui } from '@lingui/react/macro';

/** One row as a card: its title (the title column's content) and its other columns as "name: value" lines. */
export interface DataCard<TRow> {
  id: string;
  row: TRow;
  /** The row's name ("Select {label}", "Actions for {label}"), also the card's accessible name. */
  label: string;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  title: ReactNode;
  fields: readonly { id: string; name: string; content: ReactNode }[];
}

/** The cards' order: a column and a direction, chosen from a list since cards have no column headings to click. */
export interface DataCardsSort {
  /** The sortable columns, by id, with their names in the user's language. */
  columns: readonly { id: string; name: string }[];
  /** The current sort, or null for the list's own order. */
  value: { columnId: string; direction: 'asc' | 'desc' } | null;
  onChange: (columnId: string, direction: 'asc' | 'desc') => void;
}

/** What is shown instead of cards: loading, an error, or nothing to show. */
export interface DataCardsState {
  content: ReactNode;
  danger: boolean;
  role?: 'status' | 'alert';
}

export interface DataCardsProps<TRow> {
  cards: readonly DataCard<TRow>[];
  state: DataCardsState | null;
  selectable: boolean;
  selectAll: { checked: boolean; indeterminate: boolean; disabled: boolean; onChange: (checked: boolean) => void };
  rowActions: readonly DataTableRowAction<TRow>[];
  onRowClick?: (row: TRow) => void;
  labelledBy?: string;
  label?: string;
  busy: boolean;
  /** Absent when no column sorts. */
  sort?: DataCardsSort;
}

/** Clicks on these, inside a card, belong to them and not to the card. */
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="menu"], [role="menuitem"]';

/**
 * DataTable's rows on a narrow screen: one card per row, its selection checkbox and Actions menu in its head, every
 * column on a line of its own, so nothing sits off-screen and no text is cut.
 */
export function DataCards<TRow>({
  cards,
  state,
  selectable,
  selectAll,
  rowActions,
  onRowClick,
  labelledBy,
  label,
  busy,
  sort,
}: DataCardsProps<TRow>) {
  const { t } = useLingui();
  const sortValue = sort?.value ? `${sort.value.columnId}:${sort.value.direction}` : '';

  const handleCardClick = (row: TRow) => (event: MouseEvent<HTMLLIElement>) => {
    if (!onRowClick) return;
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    onRowClick(row);
  };

  return (
    <>
      {(selectable || sort) && (
        <StyledCardsTools>
          {selectable && (
            <Checkbox
              label={t`Select all on this page`}
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              disabled={selectAll.disabled}
              onChange={selectAll.onChange}
            />
          )}
          {sort && (
            <StyledSortLabel>
              {t`Sort by`}
              <StyledSortSelect
                value={sortValue}
                onChange={(event) => {
                  const [columnId, direction] = event.target.value.split(':');
                  if (columnId && (direction === 'asc' || direction === 'desc')) sort.onChange(columnId, direction);
                }}
              >
                {!sort.value && <option value="">{t`Default order`}</option>}
                {sort.columns.map(({ id, name }) => (
                  <Fragment key={id}>
                    <option value={`${id}:asc`}>{t`${name}, ascending`}</option>
                    <option value={`${id}:desc`}>{t`${name}, descending`}</option>
                  </Fragment>
                ))}
              </StyledSortSelect>
            </StyledSortLabel>
          )}
        </StyledCardsTools>
      )}
      {state ? (
        <StyledCardState $danger={state.danger} role={state.role}>
          {state.content}
        </StyledCardState>
      ) : (
        <StyledCardList
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
          aria-busy={busy || undefined}
        >
          {cards.map((card) => {
            const rowLabel = card.label;
            return (
              <StyledCard
                key={card.id}
                aria-label={card.label}
                $selected={card.selected}
                $clickable={Boolean(onRowClick)}
                onClick={handleCardClick(card.row)}
              >
                <StyledCardHead>
                  {selectable && (
                    <Checkbox
                      label={t`Select ${rowLabel}`}
                      hideLabel
                      checked={card.selected}
                      onChange={card.onSelect}
                    />
                  )}
                  <StyledCardTitle>
                    {onRowClick ? (
                      <StyledCardTitleButton type="button" onClick={() => onRowClick(card.row)}>
                        {card.title}
                      </StyledCardTitleButton>
                    ) : (
                      card.title
                    )}
                  </StyledCardTitle>
                  {rowActions.length > 0 && (
                    <RowActionsMenu row={card.row} rowLabel={card.label} actions={rowActions} />
                  )}
                </StyledCardHead>
                {card.fields.length > 0 && (
                  <StyledFields>
                    {card.fields.map((field) => (
                      <Fragment key={field.id}>
                        <StyledFieldName>{field.name}</StyledFieldName>
                        <StyledFieldValue>{field.content}</StyledFieldValue>
                      </Fragment>
                    ))}
                  </StyledFields>
                )}
              </StyledCard>
            );
          })}
        </StyledCardList>
      )}
    </>
  );
}
