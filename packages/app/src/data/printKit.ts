/** The print kits (the server's PDFs: an A6 table card and an A5 poster per link) saved to the device. */
import type { Link, Tenant } from '@app/contract';
import { api } from '../api/instance';
import { paths } from '../api/paths';
import { saveBlob } from './saveBlob';

/** Letters and digits of any script kept, the rest made dashes. */
const fileName = (name: string) =>
  `print-kit-${
    name
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'qr'
  }.pdf`;

/** Saves one link's print kit. */
export async function downloadLinkPrintKit(link: Pick<Link, 'uuid' | 'name'>): Promise<void> {
  saveBlob(await api.getBlob(paths.linkPrintKit(link.uuid)), fileName(link.name));
}

/** Saves the print kit of all of a tenant's links. */
export async function downloadTenantPrintKit(tenant: Pick<Tenant, 'id' | 'name'>): Promise<void> {
  saveBlob(await api.getBlob(paths.tenantPrintKit(tenant.id)), fileName(tenant.name));
}
