import { useLingui } from '@lingui/react/macro';
import { Card, Icons, LoadingOverlay } from '@app/ui';
import { StyledLoadError, StyledLoadingBody } from './PageStates.styles';

export interface LoadErrorProps {
  error: string;
}

/** A page's load failure, in red with an alert icon. */
export function LoadError({ error }: LoadErrorProps) {
  return (
    <StyledLoadError role="alert">
      <Icons.CircleAlert size={18} aria-hidden="true" />
      {error}
    </StyledLoadError>
  );
}

export interface NotLoadedProps {
  /** Why the record did not load; without one it is still loading. */
  error?: string | null;
  isLoading: boolean;
  /** The title of the card the loading overlay covers. */
  cardTitle?: string;
}

/** What a page shows before its record is there: the load error, or a card under the loading overlay. */
export function NotLoaded({ error, isLoading, cardTitle }: NotLoadedProps) {
  const { t } = useLingui();
  if (error) return <LoadError error={error} />;
  return (
    <Card title={cardTitle}>
      <StyledLoadingBody aria-busy={isLoading || undefined}>
        <LoadingOverlay visible label={t`Loading...`} />
      </StyledLoadingBody>
    </Card>
  );
}
