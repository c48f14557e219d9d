import { useLingui } from '@lingui/react/macro';
import type { Tenant, TenantProfileStats } from '@app/contract';
import { Card, notify, QrCode, QrPrintActions } from '@app/ui';
import { CountFigures } from '../shared/CountFigures';
import {
  StyledQrBody,
  StyledQrUrl,
  StyledStats,
  StyledStatsNote,
  StyledStatsSection,
  StyledStatsTitle,
} from './QrCodeCard.styles';

export interface QrCodeCardProps {
  tenant: Tenant;
  /** What customers did with the code (GET /api/stats/mine); null while loading or when it failed. */
  stats?: TenantProfileStats | null;
  statsError?: string | null;
  /** Downloads the tenant's print kit (PDF); without it, no such action. */
  onPrintKit?: () => Promise<unknown>;
}

/**
 * The tenant's QR code (SPEC: a 200x200 image of its URL, or "No QR code assigned"); under an assigned one, "Download
 * PNG" and "Print" (the code ready for a table card, the business's name under it), "Print kit (PDF)" when given and this week's scans and redirects (the posts per platform have their own card, SupplyCard).
 */
export function QrCodeCard({ tenant, stats = null, statsError = null, onPrintKit }: QrCodeCardProps) {
  const { t } = useLingui();
  const tenantName = tenant.name;
  return (
    <Card title={t`QR Code`}>
      <StyledQrBody>
        <QrCode url={tenant.qrcode_url} emptyText={t`No QR code assigned`} alt={t`QR code for ${tenantName}`} />
        {tenant.qrcode_url && <StyledQrUrl href={tenant.qrcode_url}>{tenant.qrcode_url}</StyledQrUrl>}
        {tenant.qrcode_url ? (
          <QrPrintActions
            url={tenant.qrcode_url}
            label={tenantName}
            onError={() => notify.error(t`The QR code could not be created.`)}
            {...(onPrintKit
              ? {
                  onPrintKit: () => onPrintKit().catch(() => notify.error(t`The print kit could not be downloaded.`)),
                }
              : {})}
          />
        ) : null}
        {tenant.qrcode_url ? <QrStats stats={stats} error={statsError} /> : null}
      </StyledQrBody>
    </Card>
  );
}

function QrStats({ stats, error }: { stats: TenantProfileStats | null; error: string | null }) {
  const { t } = useLingui();
  if (error) return <StyledStatsNote role="alert">{error}</StyledStatsNote>;
  if (!stats) return <StyledStatsNote role="status">{t`Loading...`}</StyledStatsNote>;
  return (
    <StyledStats>
      <StyledStatsSection aria-label={t`This week`}>
        <StyledStatsTitle>{t`This week`}</StyledStatsTitle>
        <CountFigures counts={stats.thisWeek} />
      </StyledStatsSection>
    </StyledStats>
  );
}
