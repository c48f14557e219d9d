import { Button } from '../Button';
import type { DataTableBulkAction } from './types';
import { StyledSelectionBar, StyledSelectionCount } from './DataTable.styles';
import { useLingui } from '@lingui/react/macro';
import { useText } from '../i18n/text';

export interface SelectionBarProps {
  /** The selected row ids, in row order. */
  selectedIds: string[];
  actions: readonly DataTableBulkAction[];
  onClear: () => void;
}

/** The bar over a table while rows are selected: how many, the bulk actions that apply, and Clear selection. */
export function SelectionBar({ selectedIds, actions, onClear }: SelectionBarProps) {
  const { t } = useLingui();
  const text = useText();
  const count = selectedIds.length;
  const visible = actions.filter((action) => action.visible?.(selectedIds) ?? true);
  return (
    <StyledSelectionBar role="region" aria-label={t`Selection`}>
      <StyledSelectionCount>{t`${count} selected`}</StyledSelectionCount>
      {visible.map((action) => (
        <Button
          key={text(action.label)}
          size="sm"
          variant={action.variant ?? 'secondary'}
          icon={action.icon}
          onClick={() => action.onClick(selectedIds)}
        >
          {text(action.label)}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={() => onClear()}>
        {t`Clear selection`}
      </Button>
    </StyledSelectionBar>
  );
}
