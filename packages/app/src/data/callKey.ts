/**
 * A read's SWR key is its address (the route's path, parameters and query); the record kinds its answer holds (the
 * route's `holds`) are noted with the key, so that a change, or a live event, refreshes exactly the reads it makes
 * stale (revalidate.ts).
 */
import type { RecordKind, Route } from '@app/contract';
import { holdsOf, urlOf, type AnyArgs, type ArgsOf } from '../api/call';
import { BASES } from '../api/base';

const held = new Map<string, readonly RecordKind[]>();

/** The SWR key of a read: its address. */
export function keyOf<R extends Route>(route: R, ...args: ArgsOf<R>): string {
  const [given]: readonly (AnyArgs | undefined)[] = args;
  const key = urlOf(route, given, BASES);
  const holds = holdsOf(route, given);
  if (holds.length > 0) held.set(key, holds);
  return key;
}

/** The record kinds the read of a key holds (none for a key no read was keyed by). */
export const heldBy = (key: string): readonly RecordKind[] => held.get(key) ?? [];

