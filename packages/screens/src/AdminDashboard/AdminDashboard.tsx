import { useId, type ReactNode } from 'react';
import { Card, EmptyState, Icons, LoadingOverlay } from '@app/ui';
import { StyledDashboard, StyledFullRow, StyledGrid, StyledHeading } from './AdminDashboard.styles';

export interface DashboardWidget {
  key: string;
  title: string;
  content: ReactNode;
}

export interface AdminDashboardProps {
  /** The widgets to lay out. The product has none yet (SPEC section 2: "an empty widget grid"). */
  widgets?: readonly DashboardWidget[];
  isLoading?: boolean;
  /** A load error to show instead of the grid's content. */
  error?: string | null;
  /**
   * Keeps the "Dashboard" heading for assistive technology only, for a page whose frame already shows the title
   * (the AdminShell's "Dashboard" page header).
   */
  hideHeading?: boolean;
}

/** The admin home: a responsive grid of widget cards, empty until widgets exist. */
export function AdminDashboard({
  widgets = [],
  isLoading = false,
  error = null,
  hideHeading = false,
}: AdminDashboardProps) {
  const headingId = useId();
  const showEmpty = !isLoading && !error && widgets.length === 0;

  return (
    <StyledDashboard aria-labelledby={headingId}>
      <StyledHeading id={headingId} $visibility={hideHeading ? 'hidden' : 'shown'}>
        Dashboard
      </StyledHeading>
      <StyledGrid aria-busy={isLoading || undefined}>
        {error ? (
          <StyledFullRow role="alert">
            <EmptyState
              icon={<Icons.CircleAlert size={22} aria-hidden="true" />}
              title="The dashboard could not be loaded"
              description={error}
            />
          </StyledFullRow>
        ) : null}
        {showEmpty ? (
          <StyledFullRow>
            <EmptyState
              icon={<Icons.LayoutDashboard size={22} aria-hidden="true" />}
              title="No widgets yet"
              description="Widgets added to the dashboard will appear here."
            />
          </StyledFullRow>
        ) : null}
        {!error
          ? widgets.map((widget) => (
              <Card key={widget.key} title={widget.title} headingLevel={3}>
                {widget.content}
              </Card>
            ))
          : null}
        <LoadingOverlay visible={isLoading} />
      </StyledGrid>
    </StyledDashboard>
  );
}
