/**
 * Logos kept as URLs because they could not be downloaded when saved (logo.ts) are fetched again in the
 * background with backoff (the first delay, doubling, at most an hour apart) for up to 24 hours from the save. The
 * tries are kept with the tenant (its logo_fetch_* columns), so a restart resumes them where they were, and once they
 * give up the logo stays "could not be downloaded" until another logo is saved. A fetched logo is stored as the
 * tenant's file and replaces the URL (only if the URL is still the logo); a security refusal (the host now resolves
 * to a private address, not an image) ends the tries at once.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { isLogoUrl } from '@app/contract';
import type { Services } from '../context';
import { tenants } from '../db/schema';
import { ApiError } from '../http/errors';
import { fetchAndStoreLogo, type LogoServices } from './logo';

export const LOGO_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 60_000;
const LONGEST_DELAY_MS = 60 * 60 * 1000;

/** The columns of a newly saved logo: a URL's tries begin now (the next pass tries it), a stored file has none. */
export function logoFetchColumns(logo: string | null, now: number) {
  const url = logo !== null && isLogoUrl(logo);
  return {
    logoFetchSince: url ? new Date(now) : null,
    logoFetchAttempts: 0,
    logoFetchNext: url ? new Date(now) : null,
    logoFetchFailedAt: null,
  };
}

type RetryServices = LogoServices & Pick<Services, 'logger' | 'changed'>;

/** One pass: every URL logo whose next try is due is fetched. Answers how many were stored. */
export function logoRetries(services: RetryServices, firstDelayMs = FIRST_DELAY_MS) {
  return async function pass(): Promise<number> {
    const now = services.now();
    const rows = await services.db
      .select({
        id: tenants.id,
        name: tenants.name,
        logo: tenants.logo,
        since: tenants.logoFetchSince,
        attempts: tenants.logoFetchAttempts,
      })
      .from(tenants)
      .where(
        and(
          sql`${tenants.logo} ~* '^https?://'`,
          isNull(tenants.logoFetchFailedAt),
          or(isNull(tenants.logoFetchNext), lte(tenants.logoFetchNext, new Date(now))),
        ),
      );
    let stored = 0;
    for (const row of rows) {
      const url = row.logo!;
      const sameLogo = and(eq(tenants.id, row.id), eq(tenants.logo, url));
      const since = row.since?.getTime() ?? now;
      if (now - since > LOGO_RETRY_WINDOW_MS) {
        // the server was down past the window: it gives up without another try
        await giveUp(services, sameLogo, now, row.id, row.attempts);
        continue;
      }
      try {
        const key = await fetchAndStoreLogo(services, { role: 'tenant', id: row.id, name: row.name }, url);
        await services.db
          .update(tenants)
          .set({ logo: key, ...logoFetchColumns(key, now) })
          .where(sameLogo);
        await services.changed(undefined, { kind: 'tenant' });
        stored += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const next = now + Math.min(firstDelayMs * 2 ** (attempts - 1), LONGEST_DELAY_MS);
        const unreachable = error instanceof ApiError && error.body.code === 'logo_unreachable';
        if (!unreachable || next - since > LOGO_RETRY_WINDOW_MS) {
          await giveUp(services, sameLogo, now, row.id, attempts);
          continue;
        }
        await services.db
          .update(tenants)
          .set({ logoFetchSince: new Date(since), logoFetchAttempts: attempts, logoFetchNext: new Date(next) })
          .where(sameLogo);
        services.logger.info({ tenant: row.id, attempts, givenUp: false }, 'logo not fetched');
      }
    }
    return stored;
  };
}

async function giveUp(
  services: RetryServices,
  sameLogo: ReturnType<typeof and>,
  now: number,
  tenant: string,
  attempts: number,
): Promise<void> {
  await services.db
    .update(tenants)
    .set({ logoFetchAttempts: attempts, logoFetchNext: null, logoFetchFailedAt: new Date(now) })
    .where(sameLogo);
  await services.changed(undefined, { kind: 'tenant' });
  services.logger.info({ tenant, attempts, givenUp: true }, 'logo not fetched');
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
