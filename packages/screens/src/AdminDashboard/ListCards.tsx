import { RUNNING_LOW_POSTS, type AdminDashboardStats } from '@app/contract';
import { Card } from '@app/ui';
import { RunningLowList } from '../shared/RunningLowList';
import { formatCount } from '../shared/CountFigures';
import { CountsTable } from './CountsTable';
import { StyledBigNumber, StyledMuted } from './AdminDashboard.styles';
import { useLingui } from '@lingui/react/macro';

export interface ListCardProps {
  stats: AdminDashboardStats;
}

/** The businesses with the most scans in the last 30 days. */
export function TopBusinessesCard({ stats }: ListCardProps) {
  const { t } = useLingui();
  return (
    <Card title={t`Top businesses`} headingLevel={3}>
      {stats.topBusinesses.length === 0 ? (
        <StyledMuted>{t`No scans in the last 30 days yet.`}</StyledMuted>
      ) : (
        <CountsTable
          caption={t`Top businesses, last 30 days`}
          rowHeader={t`Business`}
          rows={stats.topBusinesses.map((business) => ({ ...business, key: business.tenantId, label: business.name }))}
        />
      )}
    </Card>
  );
}

/**
 * The businesses that will soon have no post to hand out on a platform, or have none (an administrator does not
 * generate a business's posts: the lines have no "Generate more").
 */
export function RunningLowCard({ stats }: ListCardProps) {
  const { t } = useLingui();
  return (
    <Card title={t`Running low`} headingLevel={3}>
      {stats.runningLow.length === 0 ? (
        <StyledMuted>{t`Every business has at least ${RUNNING_LOW_POSTS} unused posts on each platform.`}</StyledMuted>
      ) : (
        <RunningLowList
          label={t`Fewer than ${RUNNING_LOW_POSTS} unused posts`}
          items={stats.runningLow.map((low) => ({
            key: `${low.tenantId}/${low.platform}`,
            business: low.name,
            platform: low.platform,
            unused: low.unused,
          }))}
        />
      )}
    </Card>
  );
}

/** How many QR code links wait to be assigned to a business. */
export function VacantLinksCard({ stats }: ListCardProps) {
  const { t, i18n } = useLingui();
  return (
    <Card title={t`Vacant links`} headingLevel={3}>
      <StyledBigNumber>{formatCount(stats.vacantLinks, i18n.locale)}</StyledBigNumber>
      <StyledMuted>
        {stats.vacantLinks === 1
          ? t`QR code link not assigned to a business yet.`
          : t`QR code links not assigned to a business yet.`}
      </StyledMuted>
    </Card>
  );
}
