/**
 * What a client needs at run time to make each call of the table: its method, its path (OpenAPI's `{param}` form),
 * who may call it (`public`: no session), the record kinds a read's answer holds and the kinds a change makes stale.
 * No schema is imported here, so a browser's bundle that makes calls carries these few strings and not the valibot
 * schemas; the table (index.ts) adds each call's schemas and documentation to its route, key by key.
 */
import type { Route } from './define';

const both = ['admin', 'tenant'] as const;
const adminOnly = ['admin'] as const;
const tenantOnly = ['tenant'] as const;
const open = ['public'] as const;

export const auth = {
  adminLogin: { method: 'POST', path: '/api/auth/admin/login', roles: open },
  tenantLogin: { method: 'POST', path: '/api/auth/tenant/login', roles: open },
  logoutAll: { method: 'POST', path: '/api/auth/logout-all', roles: both },
} as const satisfies Record<string, Route>;

export const admin = {
  list: { method: 'GET', path: '/api/admin', roles: adminOnly, holds: ['admin'] },
  create: { method: 'POST', path: '/api/admin', roles: adminOnly, stale: ['admin'] },
  update: { method: 'PATCH', path: '/api/admin/one/{id}', roles: adminOnly, stale: ['admin'] },
} as const satisfies Record<string, Route>;

export const tenant = {
  profile: { method: 'GET', path: '/api/tenant/profile', roles: tenantOnly, holds: ['tenant'] },
  list: { method: 'GET', path: '/api/tenant', roles: adminOnly, holds: ['tenant'] },
  create: { method: 'POST', path: '/api/tenant', roles: adminOnly, stale: ['tenant'] },
  update: { method: 'PATCH', path: '/api/tenant/one/{id}', roles: both, stale: ['tenant'] },
} as const satisfies Record<string, Route>;

export const user = {
  list: { method: 'GET', path: '/api/user', roles: adminOnly, holds: ['user'] },
  create: { method: 'POST', path: '/api/user', roles: adminOnly, stale: ['user'] },
  update: { method: 'PATCH', path: '/api/user/one/{id}', roles: adminOnly, stale: ['user'] },
} as const satisfies Record<string, Route>;

export const link = {
  list: { method: 'GET', path: '/api/link', roles: adminOnly, holds: ['link'] },
  generate: { method: 'POST', path: '/api/link/generate', roles: adminOnly, stale: ['link'] },
  assign: { method: 'POST', path: '/api/link/assign', roles: adminOnly, stale: ['link'] },
  add: { method: 'POST', path: '/api/link/add', roles: adminOnly, stale: ['link'] },
  label: { method: 'PATCH', path: '/api/link/{uuid}', roles: adminOnly, stale: ['link'] },
  export: { method: 'GET', path: '/api/link/export', roles: adminOnly },
  remove: { method: 'DELETE', path: '/api/link/{uuid}', roles: adminOnly, stale: ['link'] },
} as const satisfies Record<string, Route>;

export const printKit = {
  link: { method: 'GET', path: '/api/print-kit/link/{uuid}', roles: both },
  tenant: { method: 'GET', path: '/api/print-kit/tenant/{id}', roles: both },
} as const satisfies Record<string, Route>;

export const campaign = {
  list: { method: 'GET', path: '/api/campaign', roles: both, holds: ['campaign'] },
  // the detail carries the campaign's assets and contents, unless asked without them
  one: {
    method: 'GET',
    path: '/api/campaign/one/{id}',
    roles: both,
    holds: (query) => (query.embed === 'none' ? ['campaign'] : ['campaign', 'content', 'asset']),
  },
  create: { method: 'POST', path: '/api/campaign', roles: both, stale: ['campaign'] },
  update: { method: 'PATCH', path: '/api/campaign/one/{id}', roles: both, stale: ['campaign'] },
  remove: { method: 'DELETE', path: '/api/campaign/one/{id}', roles: both, stale: ['campaign'] },
  removeMany: { method: 'DELETE', path: '/api/campaign/many', roles: both, stale: ['campaign'] },
} as const satisfies Record<string, Route>;

export const content = {
  list: { method: 'GET', path: '/api/content', roles: both, holds: ['content'] },
  create: { method: 'POST', path: '/api/content', roles: both, stale: ['content'] },
  bulk: { method: 'POST', path: '/api/content/bulk', roles: both, stale: ['content'] },
  update: { method: 'PATCH', path: '/api/content/one/{id}', roles: both, stale: ['content'] },
  removeMany: { method: 'DELETE', path: '/api/content/many', roles: both, stale: ['content'] },
  // the owner approves: the agency sends a review link instead of deciding for the owner
  decide: { method: 'POST', path: '/api/content/decide', roles: tenantOnly, stale: ['content'] },
  history: { method: 'GET', path: '/api/content/one/{id}/history', roles: both, holds: ['content'] },
  export: { method: 'GET', path: '/api/content/export.csv', roles: both },
} as const satisfies Record<string, Route>;

export const reviewLink = {
  setting: { method: 'GET', path: '/api/review-link/tenant/{tenantId}', roles: adminOnly },
  changeSetting: { method: 'PATCH', path: '/api/review-link/tenant/{tenantId}', roles: adminOnly, stale: ['tenant'] },
  create: { method: 'POST', path: '/api/review-link', roles: adminOnly },
  revoke: { method: 'DELETE', path: '/api/review-link/one/{id}', roles: adminOnly },
} as const satisfies Record<string, Route>;

export const asset = {
  list: { method: 'GET', path: '/api/asset', roles: both, holds: ['asset'] },
  create: { method: 'POST', path: '/api/asset', roles: both, stale: ['asset'] },
  update: { method: 'PATCH', path: '/api/asset/one/{id}', roles: both, stale: ['asset'] },
  remove: { method: 'DELETE', path: '/api/asset/one/{id}', roles: both, stale: ['asset'] },
  removeMany: { method: 'DELETE', path: '/api/asset/many', roles: both, stale: ['asset'] },
} as const satisfies Record<string, Route>;

export const entry = {
  list: { method: 'GET', path: '/api/entry', roles: both, holds: ['entry'] },
  create: { method: 'POST', path: '/api/entry', roles: both, stale: ['entry'] },
  update: { method: 'PATCH', path: '/api/entry/one/{id}', roles: both, stale: ['entry'] },
  removeMany: { method: 'DELETE', path: '/api/entry/many', roles: both, stale: ['entry'] },
} as const satisfies Record<string, Route>;

export const redbook = {
  generate: { method: 'POST', path: '/api/redbook/generate', roles: both, stale: ['content'] },
  generateStream: { method: 'POST', path: '/api/redbook/generate/stream', roles: both, stale: ['content'] },
  settings: { method: 'GET', path: '/api/redbook/settings', roles: both },
} as const satisfies Record<string, Route>;

export const stats = {
  overview: { method: 'GET', path: '/api/stats/overview', roles: adminOnly, holds: ['stats'] },
  mine: { method: 'GET', path: '/api/stats/mine', roles: tenantOnly, holds: ['stats'] },
  funnel: { method: 'GET', path: '/api/stats/funnel', roles: both, holds: ['stats'] },
  funnelCsv: { method: 'GET', path: '/api/stats/funnel.csv', roles: both },
  modelUsage: { method: 'GET', path: '/api/stats/model-usage', roles: both, holds: ['stats'] },
  modelUsageCsv: { method: 'GET', path: '/api/stats/model-usage.csv', roles: both },
} as const satisfies Record<string, Route>;

export const settings = {
  model: { method: 'GET', path: '/api/settings/model', roles: adminOnly },
  saveModel: { method: 'PUT', path: '/api/settings/model', roles: adminOnly },
  testModel: { method: 'POST', path: '/api/settings/model/test', roles: adminOnly },
} as const satisfies Record<string, Route>;

export const publicQr = {
  view: { method: 'GET', path: '/api/public/q/{uuid}', roles: open },
  claim: { method: 'POST', path: '/api/public/q/{uuid}/claim', roles: open, stale: ['content', 'stats'] },
  redirect: { method: 'POST', path: '/api/public/q/{uuid}/redirect', roles: open, stale: ['content', 'stats'] },
  posted: { method: 'POST', path: '/api/public/q/{uuid}/posted', roles: open, stale: ['content', 'stats'] },
} as const satisfies Record<string, Route>;

export const publicReview = {
  page: { method: 'GET', path: '/api/public/review/{token}', roles: open },
  decide: { method: 'POST', path: '/api/public/review/{token}/decide', roles: open, stale: ['content'] },
} as const satisfies Record<string, Route>;

export const files = {
  upload: { method: 'POST', path: '/files/public/upload/raw', roles: both },
  urls: { method: 'POST', path: '/files/_urls', roles: both },
  signed: { method: 'GET', path: '/files/_signed/{key}', roles: open },
  one: { method: 'GET', path: '/files/{key}', roles: both },
} as const satisfies Record<string, Route>;

export const live = {
  events: { method: 'GET', path: '/api/sse', roles: both },
} as const satisfies Record<string, Route>;

export const ops = {
  health: { method: 'GET', path: '/api/health', roles: open },
  ready: { method: 'GET', path: '/api/ready', roles: open },
  openapi: { method: 'GET', path: '/api/openapi.json', roles: open },
  docs: { method: 'GET', path: '/api/docs', roles: open },
} as const satisfies Record<string, Route>;
