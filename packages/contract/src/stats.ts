/** The dashboards' counts (`GET /api/stats/overview` for administrators, `GET /api/stats/mine` for a tenant). */

/** Days are counted in the businesses' own time zone (Malaysia, UTC+8, no daylight saving). */
export const STATS_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Below this many unused posts for a platform, a business is "running low". */
export const RUNNING_LOW_POSTS = 5;

export interface CountPair {
  /** Page views of the QR page (crawlers not counted). */
  scans: number;
  /** Posts copied or opened on their platform. */
  redirects: number;
}

export interface DailyCount extends CountPair {
  /** YYYY-MM-DD in STATS_TIME_ZONE. */
  day: string;
}

export interface AdminDashboardStats {
  today: CountPair;
  last7Days: CountPair;
  last30Days: CountPair;
  /** The last 30 days, oldest first, today last; days without counts are zeros. */
  daily: DailyCount[];
  /** The businesses with the most scans in the last 30 days (at most 5). */
  topBusinesses: (CountPair & { tenantId: string; name: string })[];
  /**
   * Platforms of businesses with fewer than RUNNING_LOW_POSTS unused posts (active, not copied or opened),
   * including none at all.
   */
  runningLow: ({ tenantId: string; name: string } & RunningLow)[];
  /** Links where more posts were used in ten minutes than LINK_USE_LIMIT allows (the last day). */
  unusualActivity: UnusualActivity[];
  vacantLinks: number;
}

export interface TenantProfileStats {
  /** Since Monday 00:00 in STATS_TIME_ZONE. */
  thisWeek: CountPair;
  /** Unused posts (active, not redirected) per platform the business offers. */
  unusedByPlatform: { platform: string; unused: number }[];
  /** Per platform the business offers: its posts by state. */
  supply: PlatformSupply[];
  /** Its platforms with fewer than RUNNING_LOW_POSTS unused posts, including none at all. */
  runningLow: RunningLow[];
  /** Its links where more posts were used in ten minutes than LINK_USE_LIMIT allows (the last day). */
  unusualActivity: UnusualActivity[];
}

/** A platform's posts: `available` free to hand out, `held` on a phone's screen (not yet copied or opened), `used`. */
export interface PlatformSupply {
  platform: string;
  available: number;
  held: number;
  used: number;
}

/** A platform running low, with the campaign to generate more for (the newest offering it). */
export interface RunningLow {
  platform: string;
  /** Unused posts (active, not copied or opened: available or held). */
  unused: number;
  campaignId: string;
}

/** A link whose posts were used faster than LINK_USE_LIMIT allows; `at`: the last time (ISO). */
export interface UnusualActivity {
  uuid: string;
  at: string;
}

/** A link with no scans for this many days is flagged ("check the card on table 5"). */
export const LINK_QUIET_DAYS = 14;

/** The funnel's default range: the last this many days, today included. */
export const FUNNEL_DEFAULT_DAYS = 30;

/** The longest range the funnel reports at once. */
export const FUNNEL_MAX_DAYS = 366;

/**
 * The funnel's steps: phones that opened a link's page (once per phone and day), platforms chosen on it (once per
 * phone and post held), posts used (copied, opened or shared: "Used"), posts proven posted (a link given).
 */
export interface FunnelCounts {
  scans: number;
  claims: number;
  redirects: number;
  /** Of the redirects, the posts used by sharing them through the phone's share sheet. */
  shared: number;
  /** Posts a customer gave a link to as proof of posting (once per phone and post). */
  posted: number;
}

/** A link of the funnel: its name, its label and what it counted in the range. */
export interface FunnelLink extends FunnelCounts {
  uuid: string;
  name: string;
  label: string;
  tenantId: string;
  tenantName: string;
}

/**
 * An assigned link with no scan for LINK_QUIET_DAYS days (or none since it was made): its card may be gone or
 * hidden. `lastScan`: the day of its last scan (YYYY-MM-DD), null when never scanned.
 */
export interface QuietLink {
  uuid: string;
  name: string;
  label: string;
  tenantId: string;
  tenantName: string;
  lastScan: string | null;
}

/** `GET /api/stats/funnel`: the funnel of one tenant (or, for an administrator, of all) over a range of days. */
export interface FunnelStats {
  /** The range, both days included (YYYY-MM-DD in STATS_TIME_ZONE). */
  from: string;
  to: string;
  /** The tenant asked for; null: all tenants (administrators). */
  tenantId: string | null;
  totals: FunnelCounts;
  /** Every day of the range, oldest first; days without counts are zeros. */
  daily: (FunnelCounts & { day: string })[];
  /** Per link (the tenant's links, also those without counts; links deleted since keep their counts), most scans first. */
  links: FunnelLink[];
  /** Per platform chosen (scans have none), most claims first. */
  platforms: ({ platform: string } & Omit<FunnelCounts, 'scans'>)[];
  /** Per customer language (a post language; '' for counts kept before languages were), most scans first. */
  languages: ({ language: string } & FunnelCounts)[];
  /** Links without scans for LINK_QUIET_DAYS days (up to today, whatever the range). */
  quiet: QuietLink[];
}
