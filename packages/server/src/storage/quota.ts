/**
 * The storage quota held while uploads run: an upload reserves its declared length before its body is read, and
 * is refused at once when the tenant's stored bytes plus the uploads it already has in flight leave no room. So
 * uploads at the same moment cannot each pass the check on their own: every upload but the last one admitted fits
 * in the quota, which holds to within one upload. (The exact check of an upload's stored size against the quota
 * stays in store.ts, once its bytes are known.)
 */
import { eq, sum } from 'drizzle-orm';
import type { Services } from '../context';
import type { Actor } from '../types';
import { storageUsage } from '../db/schema';
import { apiError } from '../http/errors';

/** A byte count as people read it: 2 GiB, 500 MiB, 750 KiB. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Bytes of stored files the account uploaded (kept by triggers on `files`: storage_usage). */
export async function storedBytes(services: Pick<Services, 'db'>, uploader: string): Promise<number> {
  const [row] = await services.db
    .select({ total: sum(storageUsage.bytes) })
    .from(storageUsage)
    .where(eq(storageUsage.uploadedBy, uploader));
  return Number(row?.total ?? 0);
}

export const storageFull = (services: Pick<Services, 'metrics' | 'storageQuotaBytes'>) => {
  services.metrics.upload('over-quota', 0);
  return apiError(413, 'storage_full', { quota: formatBytes(services.storageQuotaBytes) });
};

/** Uploads in flight per tenant on this instance, by their declared bytes. */
export function uploadReservations(services: Pick<Services, 'db' | 'metrics' | 'storageQuotaBytes'>) {
  const inFlight = new Map<string, number>();
  const change = (tenant: string, bytes: number) => {
    const total = (inFlight.get(tenant) ?? 0) + bytes;
    if (total <= 0) inFlight.delete(tenant);
    else inFlight.set(tenant, total);
  };
  return {
    /**
     * Reserves `bytes` for the actor's upload and answers the function that frees them (once its file rows are
     * written, when they count as stored); throws 413 when the quota has no room. Administrators have no quota.
     */
    async reserve(actor: Actor, bytes: number): Promise<() => void> {
      if (actor.role !== 'tenant') return () => undefined;
      // reserved before the stored bytes are read: an upload starting meanwhile sees this one
      change(actor.id, bytes);
      let freed = false;
      const free = () => {
        if (freed) return;
        freed = true;
        change(actor.id, -bytes);
      };
      try {
        const stored = await storedBytes(services, actor.id);
        const others = (inFlight.get(actor.id) ?? 0) - bytes;
        if (stored + others >= services.storageQuotaBytes) throw storageFull(services);
      } catch (error) {
        free();
        throw error;
      }
      return free;
    },
  };
}
