import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Plus, RefreshCw } from '../icons';
import { TableTitleContext } from './TableTitleContext';
import {
  StyledTablePanel,
  StyledDescription,
  StyledTitle,
  StyledToolbar,
  StyledToolbarActions,
} from './TablePanel.styles';
import { useLingui } from '@lingui/react/macro';

export interface TablePanelProps {
  /** The toolbar heading (an h2), e.g. "Campaign List"; also the accessible name of the panel and its DataTable. */
  title: string;
  /** Shows the "Refresh" button. */
  onRefresh?: () => void;
  /** Shows the Create button. */
  onCreate?: () => void;
  createLabel?: string;
  /** A sentence under the toolbar saying what the list holds, for a list whose name does not say it all. */
  description?: ReactNode;
  /** More toolbar controls, placed before Refresh and Create (e.g. Export, Generate). */
  actions?: ReactNode;
  /** The list is loading: Refresh waits until it has finished. */
  loading?: boolean;
  /** The table (a DataTable, named by the title). */
  children: ReactNode;
  className?: string;
}

/** The card around a list: a toolbar with the list's title, its extra actions, Refresh and Create; then the table. */
export function TablePanel({
  title,
  onRefresh,
  onCreate,
  createLabel,
  actions,
  description,
  loading = false,
  children,
  className,
}: TablePanelProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useLingui();
  return (
    <StyledTablePanel
      className={className}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <StyledToolbar>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledToolbarActions>
          {actions}
          {onRefresh && (
            <IconButton
              label={t`Refresh`}
              icon={<RefreshCw size={18} aria-hidden="true" />}
              onClick={() => onRefresh()}
              disabled={loading}
            />
          )}
          {onCreate && (
            <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => onCreate()}>
              {createLabel ?? t`Create`}
            </Button>
          )}
        </StyledToolbarActions>
      </StyledToolbar>
      {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
      <TableTitleContext value={titleId}>{children}</TableTitleContext>
    </StyledTablePanel>
  );
}
