/**
 * Print kits are drawn in a worker thread (worker.ts), one at a time per server, so that a kit of a hundred links
 * never holds up other requests. A tenant (or an administrator) has at most `perOwner` kits waiting or being drawn,
 * the server at most `waiting`; beyond either the call is refused (429 `print_kit_busy`, with Retry-After).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { PrintFontSettings } from './font';
import type { KitJob } from './worker';

export const PRINT_KITS_PER_OWNER = 2;
export const PRINT_KITS_WAITING = 16;
/** A worker left idle this long ends (its font with it). */
const IDLE_MS = 60_000;

export interface PrintKits {
  /** The kit's PDF, or null when the owner or the server has too many kits in hand. */
  draw(owner: string, job: Omit<KitJob, 'font'>): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

/**
 * The worker's module: beside this one when run from source (through tsx, as tests and `npm run dev` do), else the
 * bundle's `print-worker.js` beside the server's bundle (scripts/server-bundle.mjs).
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { filename: new URL('./print-worker.js', here).href, execArgv: [] };
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { filename: new URL('./worker.ts', here).href, execArgv: ['--import', tsx] };
}

export function createPrintKits(
  font: PrintFontSettings,
  { perOwner = PRINT_KITS_PER_OWNER, waiting = PRINT_KITS_WAITING } = {},
): PrintKits {
  let pool: Piscina | undefined;
  const inHand = new Map<string, number>();
  let total = 0;
  return {
    async draw(owner, job) {
      const mine = inHand.get(owner) ?? 0;
      if (mine >= perOwner || total >= waiting) return null;
      inHand.set(owner, mine + 1);
      total += 1;
      try {
        pool ??= new Piscina({ ...workerModule(), minThreads: 0, maxThreads: 1, idleTimeout: IDLE_MS });
        return (await pool.run({ ...job, font } satisfies KitJob)) as Uint8Array;
      } finally {
        total -= 1;
        const left = (inHand.get(owner) ?? 1) - 1;
        if (left === 0) inHand.delete(owner);
        else inHand.set(owner, left);
      }
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
