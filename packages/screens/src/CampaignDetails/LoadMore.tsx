import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@app/ui';

const StyledLoadMore = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LoadMoreProps {
  /** What the card lists. */
  what: 'assets' | 'contents';
  shown: number;
  total: number;
  loading?: boolean;
  onLoadMore: () => void;
}

/** Under a card's grid while more records are on the server: "Showing 100 of 250 assets" and Load more. */
export function LoadMore({ what, shown, total, loading = false, onLoadMore }: LoadMoreProps) {
  const { t } = useLingui();
  if (shown >= total) return null;
  const status = what === 'assets' ? t`Showing ${shown} of ${total} assets` : t`Showing ${shown} of ${total} contents`;
  return (
    <StyledLoadMore>
      <span role="status">{status}</span>
      <Button size="sm" variant="secondary" loading={loading} onClick={() => onLoadMore()}>
        {what === 'assets' ? t`Load more assets` : t`Load more contents`}
      </Button>
    </StyledLoadMore>
  );
}
