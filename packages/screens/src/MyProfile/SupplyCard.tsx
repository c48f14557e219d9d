import { useLingui } from '@lingui/react/macro';
import type { TenantProfileStats } from '@app/contract';
import { Card } from '@app/ui';
import { platformLabel } from '../shared/platformLabels';
import { formatCount } from '../shared/CountFigures';
import { StyledCaption, StyledTable } from '../shared/FigureTable.styles';
import { StyledStatsNote, StyledSupply } from './QrCodeCard.styles';

export interface SupplyCardProps {
  /** The counts (GET /api/stats/mine); null while loading or when it failed. */
  stats: TenantProfileStats | null;
  error: string | null;
}

/**
 * The posts the business hands out, per platform it offers: available (free for the next customer), held (on a
 * customer's screen, not yet copied or opened) and used (copied or opened).
 */
export function SupplyCard({ stats, error }: SupplyCardProps) {
  const { t, i18n } = useLingui();
  let body;
  if (error) body = <StyledStatsNote>{error}</StyledStatsNote>;
  else if (!stats) body = <StyledStatsNote role="status">{t`Loading...`}</StyledStatsNote>;
  else if (stats.supply.length === 0) {
    body = <StyledStatsNote>{t`Add a platform entry to a campaign to hand out posts.`}</StyledStatsNote>;
  } else {
    body = (
      <StyledSupply>
        <StyledTable>
          <StyledCaption>{t`Posts per platform: available, held and used`}</StyledCaption>
          <thead>
            <tr>
              <th scope="col">{t`Platform`}</th>
              <th scope="col">{t`Available`}</th>
              <th scope="col">{t`Held`}</th>
              <th scope="col">{t`Used`}</th>
            </tr>
          </thead>
          <tbody>
            {stats.supply.map((platform) => (
              <tr key={platform.platform}>
                <th scope="row">{platformLabel(i18n, platform.platform)}</th>
                <td>{formatCount(platform.available, i18n.locale)}</td>
                <td>{formatCount(platform.held, i18n.locale)}</td>
                <td>{formatCount(platform.used, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
        <StyledStatsNote>
          {t`Available: ready for the next customer. Held: on a customer's screen, not yet copied or opened. Used: copied or opened.`}
        </StyledStatsNote>
      </StyledSupply>
    );
  }
  return <Card title={t`Posts per platform`}>{body}</Card>;
}
