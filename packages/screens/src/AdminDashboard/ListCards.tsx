import type { AdminDashboardStats } from '@app/contract';
import { RUNNING_LOW_POSTS } from '@app/contract';
import { Badge, Card } from '@app/ui';
import { formatCount } from '../shared/CountFigures';
import { unusedPosts } from './logic';
import { StyledBigNumber, StyledList, StyledListItem, StyledMuted, StyledTable } from './AdminDashboard.styles';

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
        <StyledTable aria-label="Top businesses, last 30 days">
          <thead>
            <tr>
              <th scope="col">Business</th>
              <th scope="col">Scans</th>
              <th scope="col">Redirects</th>
            </tr>
          </thead>
          <tbody>
            {stats.topBusinesses.map((business) => (
              <tr key={business.tenantId}>
                <th scope="row">{business.name}</th>
                <td>{formatCount(business.scans)}</td>
                <td>{formatCount(business.redirects)}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
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
        <StyledList aria-label={`Fewer than ${RUNNING_LOW_POSTS} unused posts`}>
          {stats.runningLow.map((low) => (
            <StyledListItem key={`${low.tenantId}/${low.platform}`}>
              <span>
                {low.name} · {low.platform}
              </span>
              <Badge tone={low.unused === 0 ? 'danger' : 'warning'}>{unusedPosts(low.unused)}</Badge>
            </StyledListItem>
          ))}
        </StyledList>
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
