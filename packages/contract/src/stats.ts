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
