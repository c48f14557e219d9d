/** What the QR page and its API share on one instance: the per-address limits, the stats events, keys, the template. */
import path from 'node:path';
import type { Services } from '../context';
import { StatsNotifier } from './counting';
import { holderKey } from './holder';
import { PageTemplate } from './page';
import { AddressLimiter, CLAIM_LIMITS, VIEW_LIMITS } from './rate-limit';

export interface PublicSite {
  /** Page views, JSON views and redirects. */
  views: AddressLimiter;
  claims: AddressLimiter;
  stats: StatsNotifier;
  holderKey: Uint8Array<ArrayBuffer>;
  template: PageTemplate;
}

export function publicSite(services: Services, staticDir?: string): PublicSite {
  return {
    views: new AddressLimiter(VIEW_LIMITS, () => services.now()),
    claims: new AddressLimiter(CLAIM_LIMITS, () => services.now()),
    stats: new StatsNotifier(services),
    holderKey: holderKey(services),
    template: new PageTemplate(staticDir ? path.join(staticDir, 'q.html') : undefined),
  };
}
