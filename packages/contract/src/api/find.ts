/**
 * The call of the table a request makes, by its method and path: how the server knows who may make it. A path with
 * fewer parameters wins over one that also matches (`/api/link/export` before `/api/link/{uuid}`).
 */
import type { Method, Route } from './define';
import * as routes from './routes';

interface Matcher {
  route: Route;
  pattern: RegExp;
  params: number;
}

const segment = (part: string) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const byMethod = new Map<string, Matcher[]>();
for (const resource of Object.values(routes)) {
  for (const route of Object.values<Route>(resource)) {
    const parts = route.path.split('/');
    const matcher = {
      route,
      pattern: new RegExp(`^${parts.map(segment).join('/')}/?$`),
      params: parts.filter((part) => part.startsWith('{')).length,
    };
    byMethod.set(route.method, [...(byMethod.get(route.method) ?? []), matcher]);
  }
}
for (const matchers of byMethod.values()) matchers.sort((a, b) => a.params - b.params);

/** The declared call `method path` makes (HEAD as GET), or undefined for a path the table does not declare. */
export function findCall(method: string, path: string): Route | undefined {
  const asked = (method === 'HEAD' ? 'GET' : method) as Method;
  return byMethod.get(asked)?.find((matcher) => matcher.pattern.test(path))?.route;
}
