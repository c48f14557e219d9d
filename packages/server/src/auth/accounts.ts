/**
 * What keeps sign-ins sound: ending an account's sessions (its token version goes up, so every token issued before
 * is refused, and its open event streams are closed on every instance), and never leaving the product without an
 * active administrator.
 */
import type { Role } from '@app/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Change } from '../types';
import type { DbOrTx } from '../db';
import { admins, tenants } from '../db/schema';
import { conflict } from '../http/errors';

/** The key of an account in the signed-in accounts cache and in sign-out messages. */
export function accountKey(role: Role, id: string): string {
  return `${role}:${id}`;
}

/** The change that tells every instance an account's sessions ended: its cached account and its streams go. */
export function signedOutChange(role: Role, id: string): Change {
  return { kind: role, signedOut: [accountKey(role, id)] };
}

/** The column update that ends every session of an account (use in the same statement as the change causing it). */
export const nextTokenVersion = {
  admin: { tokenVersion: sql`${admins.tokenVersion} + 1` },
  tenant: { tokenVersion: sql`${tenants.tokenVersion} + 1` },
} as const;

/** Ends every session of an account on its own (sign out of all devices); false when there is no such account. */
export async function bumpTokenVersion(db: DbOrTx, role: Role, id: string): Promise<boolean> {
  const table = role === 'admin' ? admins : tenants;
  const rows = await db.update(table).set(nextTokenVersion[role]).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Refuses (409) to leave no active administrator once `id` is deactivated. Call it in the transaction that
 * deactivates: it locks the active administrators' rows (in one order, so two of these never deadlock), so two
 * administrators deactivating each other at the same time cannot both succeed.
 */
export async function keepAnActiveAdmin(tx: DbOrTx, id: string): Promise<void> {
  const active = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.status, 'active'))
    .orderBy(asc(admins.id))
    .for('update');
  if (!active.some((row) => row.id !== id)) throw conflict('last_admin');
}
