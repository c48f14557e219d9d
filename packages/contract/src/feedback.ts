/**
 * The product's success texts: one short, consistent sentence after every change a user makes ("Campaign created",
 * "3 contents deleted"), shown as a success toast. Failures keep the specification's texts (SPEC section 8).
 */

/** What a change is about, as the user names it. */
export type FeedbackSubject =
  | 'admin'
  | 'tenant'
  | 'user'
  | 'link'
  | 'campaign'
  | 'content'
  | 'asset'
  | 'entry'
  | 'platform'
  | 'post'
  | 'qrCode'
  | 'text'
  | 'picture';

/** What happened to it. */
export type FeedbackAction =
  | 'created'
  | 'added'
  | 'updated'
  | 'deleted'
  | 'assigned'
  | 'generated'
  | 'exported'
  | 'saved'
  | 'copied'
  | 'downloaded';

const NOUNS: Record<FeedbackSubject, { one: string; many: string }> = {
  admin: { one: 'Admin', many: 'admins' },
  tenant: { one: 'Tenant', many: 'tenants' },
  user: { one: 'User', many: 'users' },
  link: { one: 'Link', many: 'links' },
  campaign: { one: 'Campaign', many: 'campaigns' },
  content: { one: 'Content', many: 'contents' },
  asset: { one: 'Asset', many: 'assets' },
  entry: { one: 'Entry', many: 'entries' },
  platform: { one: 'Platform', many: 'platforms' },
  post: { one: 'Post', many: 'posts' },
  qrCode: { one: 'QR code', many: 'QR codes' },
  text: { one: 'Text', many: 'texts' },
  picture: { one: 'Picture', many: 'pictures' },
};

/**
 * "Campaign created" for one record, "3 campaigns deleted" for several; `count` defaults to one. A count below one is
 * treated as one: a success always concerns something. `'all'` is every record of a kind, uncounted ("QR codes
 * exported").
 */
export function successMessage(subject: FeedbackSubject, action: FeedbackAction, count: number | 'all' = 1): string {
  const noun = NOUNS[subject];
  if (count === 'all') return `${noun.many.charAt(0).toUpperCase()}${noun.many.slice(1)} ${action}`;
  return count > 1 ? `${count} ${noun.many} ${action}` : `${noun.one} ${action}`;
}

/** The empty-cell mark of every list and card: one character, the same everywhere. */
export const EMPTY_MARK = '—';
