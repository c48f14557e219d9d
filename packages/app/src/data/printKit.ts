/** The print kits (the server's PDFs: an A6 table card and an A5 poster per link) saved to the device. */
import { routes, type Link, type Tenant } from '@app/contract';
import { download } from '../api/instance';
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
  saveBlob(await download(routes.printKit.link, { params: { uuid: link.uuid } }), fileName(link.name));
}

/** Saves the print kit of all of a tenant's links. */
export async function downloadTenantPrintKit(tenant: Pick<Tenant, 'id' | 'name'>): Promise<void> {
  saveBlob(await download(routes.printKit.tenant, { params: { id: tenant.id } }), fileName(tenant.name));
}
