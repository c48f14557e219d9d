/**
 * Logos kept as URLs because they could not be downloaded when saved (logo.ts) are fetched again in the
 * background with backoff (1 minute, doubling, at most an hour apart) for up to 24 hours from the first try this
 * process made. A fetched logo is stored as the tenant's file and replaces the URL (only if the URL is still the
 * logo); a security refusal (the host now resolves to a private address, not an image) ends the tries at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Services } from '../context';
import { tenants } from '../db/schema';
import { ApiError } from '../http/errors';
import { fetchAndStoreLogo, type LogoServices } from './logo';

export const LOGO_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 60_000;
const LONGEST_DELAY_MS = 60 * 60 * 1000;

interface Tries {
  first: number;
  attempts: number;
  next: number;
  givenUp: boolean;
}

type RetryServices = LogoServices & Pick<Services, 'logger' | 'changed'>;

/** One pass: every URL logo whose next try is due is fetched. Answers how many were stored. */
export function logoRetries(services: RetryServices, firstDelayMs = FIRST_DELAY_MS) {
  const tries = new Map<string, Tries>();
  return async function pass(): Promise<number> {
    const now = services.now();
    const rows = await services.db
      .select({ id: tenants.id, name: tenants.name, logo: tenants.logo })
      .from(tenants)
      .where(sql`${tenants.logo} ~* '^https?://'`);
    let stored = 0;
    for (const row of rows) {
      const url = row.logo!;
      const id = `${row.id} ${url}`;
      const state = tries.get(id) ?? { first: now, attempts: 0, next: now, givenUp: false };
      tries.set(id, state);
      if (state.givenUp || now < state.next) continue;
      try {
        const key = await fetchAndStoreLogo(services, { role: 'tenant', id: row.id, name: row.name }, url);
        await services.db
          .update(tenants)
          .set({ logo: key })
          .where(and(eq(tenants.id, row.id), eq(tenants.logo, url)));
        await services.changed(undefined, { kind: 'tenant' });
        tries.delete(id);
        stored += 1;
      } catch (error) {
        state.attempts += 1;
        state.next = now + Math.min(firstDelayMs * 2 ** (state.attempts - 1), LONGEST_DELAY_MS);
        const unreachable = error instanceof ApiError && error.body.code === 'logo_unreachable';
        if (!unreachable || state.next - state.first > LOGO_RETRY_WINDOW_MS) state.givenUp = true;
        services.logger.info({ tenant: row.id, attempts: state.attempts, givenUp: state.givenUp }, 'logo not fetched');
      }
    }
    return stored;
  };
}

/** Runs a pass every `intervalMs`; `stop` waits for a pass under way. */
export function startLogoRetries(services: RetryServices, intervalMs = FIRST_DELAY_MS): { stop(): Promise<void> } {
  const pass = logoRetries(services, intervalMs);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= pass()
      .then(
        () => undefined,
        (error: unknown) => services.logger.warn({ err: error }, 'the logo retries failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return running ?? Promise.resolve();
    },
  };
}
