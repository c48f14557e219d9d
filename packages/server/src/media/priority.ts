/**
 * libvips' worker threads (where an image is decoded, resized and encoded) run at the lowest CPU priority, nice 19,
 * so that on a machine of few cores the event loop (every request, and PGlite's queries) gets a core as soon as it
 * has work and the photos take what is left: twenty photos uploaded at once no longer hold up a list for 100+ ms.
 * The photos themselves are hardly slower on a machine with nothing else to do (a niced thread yields only when
 * another thread wants the core).
 *
 * On Linux a nice value is a thread's own (setpriority on a thread id changes that thread only), and libvips starts
 * and ends its workers as it goes: while image work runs, the threads of /proc/self/task named "libvips worker" are
 * looked for every SCAN_MS and each new one is niced once (a thread is looked at until it has its name: see
 * SETTLED_MS). Where that cannot be done (not Linux, no /proc, setpriority refused) nothing changes but this, said
 * once in the log.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The nice value of libvips' workers: the lowest priority. */
export const IMAGE_THREAD_NICE = 19;

const TASKS = '/proc/self/task';
const WORKER_NAME = 'libvips worker';
/** How often the threads are looked at while image work runs: a new worker runs at most this long un-niced. */
const SCAN_MS = 20;

let unavailable: string | null = process.platform === 'linux' ? null : `${process.platform}, not Linux`;
let said = false;
let log: (line: string) => void = () => undefined;
/**
 * A thread starts under its parent's name ("node") and names itself once it runs, which on a busy machine can be tens
 * of milliseconds later: a thread under another name is looked at again on each look until it has kept that name for
 * SETTLED_MS. (Set aside at first sight, a new libvips worker could be met before it had named itself and then never
 * niced: during a burst of photos, the busiest workers ran at nice 0.)
 */
const SETTLED_MS = 1000;
/** Thread ids done with: libvips workers niced, and other threads settled under another name. */
const seen = new Set<string>();
/** Other threads, with when each was first met under another name. */
const others = new Map<string, number>();
let active = 0;
let timer: ReturnType<typeof setInterval> | null = null;

/** Where the one line goes when image threads cannot be niced (the server's log). */
export function logImagePriorityTo(line: (line: string) => void): void {
  log = line;
  if (unavailable !== null && !said) giveUp(unavailable);
}

function giveUp(reason: string): void {
  unavailable = reason;
  if (timer) clearInterval(timer);
  timer = null;
  if (said) return;
  said = true;
  log(`image work runs at normal CPU priority: its threads cannot be niced (${reason})`);
}

/** Nices the libvips workers not niced yet; answers how many it niced. */
export function niceImageThreads(): number {
  if (unavailable !== null) return 0;
  let tids: string[];
  try {
    tids = readdirSync(TASKS);
  } catch (error) {
    giveUp(`${TASKS}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return 0;
  }
  const current = new Set(tids);
  for (const tid of seen) if (!current.has(tid)) seen.delete(tid);
  for (const tid of others.keys()) if (!current.has(tid)) others.delete(tid);
  const now = Date.now();
  let niced = 0;
  for (const tid of tids) {
    if (seen.has(tid)) continue;
    let name: string;
    try {
      name = readFileSync(`${TASKS}/${tid}/comm`, 'utf8').trimEnd();
    } catch {
      continue; // ended meanwhile
    }
    if (name === WORKER_NAME) {
      try {
        os.setPriority(Number(tid), IMAGE_THREAD_NICE);
        niced += 1;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ESRCH') {
          giveUp(`setpriority: ${code ?? String(error)}`);
          return niced;
        }
      }
      seen.add(tid);
      others.delete(tid);
      continue;
    }
    const first = others.get(tid);
    if (first === undefined) others.set(tid, now);
    else if (now - first >= SETTLED_MS) {
      seen.add(tid);
      others.delete(tid);
    }
  }
  return niced;
}

/** Runs `task` (image work) with libvips' workers niced meanwhile, including those it starts. */
export async function atLowPriority<T>(task: () => Promise<T>): Promise<T> {
  if (unavailable !== null) return task();
  active += 1;
  niceImageThreads();
  if (active === 1 && unavailable === null) timer = setInterval(niceImageThreads, SCAN_MS).unref();
  try {
    return await task();
  } finally {
    active -= 1;
    niceImageThreads();
    if (active === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }
}
