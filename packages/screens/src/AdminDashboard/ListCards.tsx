import { RUNNING_LOW_POSTS, type AdminDashboardStats } from '@app/contract';
import { Card } from '@app/ui';
import { BadgeList } from '../shared/BadgeList';
import { formatCount } from '../shared/CountFigures';
import { CountsTable } from './CountsTable';
import { unusedPosts } from './logic';
import { StyledBigNumber, StyledMuted } from './AdminDashboard.styles';

export interface ListCardProps {
  stats: AdminDashboardStats;
}

/** The businesses with the most scans in the last 30 days. */
export function TopBusinessesCard({ stats }: ListCardProps) {
  return (
    <Card title="Top businesses" headingLevel={3}>
      {stats.topBusinesses.length === 0 ? (
        <StyledMuted>No scans in the last 30 days yet.</StyledMuted>
      ) : (
        <CountsTable
          caption="Top businesses, last 30 days"
          rowHeader="Business"
          rows={stats.topBusinesses.map((business) => ({ ...business, key: business.tenantId, label: business.name }))}
        />
      )}
    </Card>
  );
}

/** The businesses that will soon have no post to hand out on a platform. */
export function RunningLowCard({ stats }: ListCardProps) {
  return (
    <Card title="Running low" headingLevel={3}>
      {stats.runningLow.length === 0 ? (
        <StyledMuted>Every business has at least {RUNNING_LOW_POSTS} unused posts on each platform.</StyledMuted>
      ) : (
        <BadgeList
          label={`Fewer than ${RUNNING_LOW_POSTS} unused posts`}
          items={stats.runningLow.map((low) => ({
            key: `${low.tenantId}/${low.platform}`,
            label: `${low.name} · ${low.platform}`,
            badge: unusedPosts(low.unused),
            tone: low.unused === 0 ? 'danger' : 'warning',
          }))}
        />
      )}
    </Card>
  );
}

/** How many QR code links wait to be assigned to a business. */
export function VacantLinksCard({ stats }: ListCardProps) {
  return (
    <Card title="Vacant links" headingLevel={3}>
      <StyledBigNumber>{formatCount(stats.vacantLinks)}</StyledBigNumber>
      <StyledMuted>
        {stats.vacantLinks === 1
          ? 'QR code link not assigned to a business yet.'
          : 'QR code links not assigned to a business yet.'}
      </StyledMuted>
    </Card>
  );
}
