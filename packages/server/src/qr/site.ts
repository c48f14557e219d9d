/** What the QR page and its API share on one instance: the per-address limits, the stats events, keys, the template. */
import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import type { Services } from '../context';
import { CountWriter, StatsNotifier } from './counting';
import { holderKey } from './holder';
import { PageTemplate } from './html';
import { AddressLimiter, CLAIM_LIMITS, VIEW_LIMITS } from '../http/rate-limit';

export interface PublicSite {
  /** Page views, JSON views and redirects. */
  views: AddressLimiter;
  claims: AddressLimiter;
  stats: StatsNotifier;
  counts: CountWriter;
  holderKey: KeyObject;
  template: PageTemplate;
}

export function publicSite(services: Services, staticDir?: string): PublicSite {
  return {
    views: new AddressLimiter(VIEW_LIMITS, 'views'),
    claims: new AddressLimiter(CLAIM_LIMITS, 'claims'),
    stats: new StatsNotifier(services),
    counts: new CountWriter(services),
    holderKey: holderKey(services),
    template: new PageTemplate(staticDir ? path.join(staticDir, 'q.html') : undefined),
  };
}
