// Server memory while many different reads hit one big list: each distinct query string of a whole list (no
// limit/offset) is a new answer for the server's list cache to keep, so the growth of the server's RSS over the run
// shows whether that cache is bounded in bytes. The reads accept gzip, as a browser does.
import { pool } from './api.mjs';
import { rssMiB } from './processes.mjs';

/** Words every seeded content contains (api.mjs), each matching the whole list. */
const WORDS = ['bench', 'seeded', 'content', 'caption', 'short', 'words', 'about', 'campaign'];
const CASES = [(w) => w, (w) => w.toUpperCase(), (w) => w[0].toUpperCase() + w.slice(1), (w) => `${w} ${w}`];
const SORTS = [
  undefined,
  ...['title', 'text', 'status', 'keyword', 'isRedirected', 'createdAt'].flatMap((c) => [`${c}:asc`, `${c}:desc`]),
];

/** `count` different query strings (up to 416), each answering every content of the campaign. */
export function distinctQueries(count) {
  const queries = [];
  for (const sort of SORTS)
    for (const word of WORDS)
      for (const shape of CASES) {
        const params = new URLSearchParams({ q: shape(word) });
        if (sort) params.set('sort', sort);
        queries.push(params.toString());
      }
  if (count > queries.length) throw new Error(`at most ${queries.length} different queries`);
  return queries.slice(0, count);
}

/**
 * `reads` different reads of the whole list `path` (…?campaignId=…), 2 at a time; returns the server's RSS before,
 * at its highest (sampled every 250 ms) and 2 s after, in MiB, and the growth: after − before (what the server
 * keeps; the peak adds the garbage of the answers being built, which the collector has not yet reclaimed).
 */
export async function measureListMemory({ base, pid, token, path, reads = 400, concurrency = 2 }) {
  const queries = distinctQueries(reads);
  const read = async (query) => {
    const response = await fetch(`${base}${path}&${query}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
      signal: AbortSignal.timeout(300_000),
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${path}&${query}: HTTP ${response.status}`);
    return bytes;
  };
  // one read of the list first, so the "before" includes what any first read of it costs
  const listBytes = await read('');
  const before = rssMiB(pid);
  let max = before;
  const sampler = setInterval(() => (max = Math.max(max, rssMiB(pid) ?? 0)), 250);
  const started = performance.now();
  try {
    await pool(reads, concurrency, (i) => read(queries[i]));
  } finally {
    clearInterval(sampler);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  // what the reads leave behind, once the answers in flight are gone (the peak also holds garbage not yet collected)
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssMiB(pid);
  return { reads, listBytes, seconds, rssMiB: { before, max, after }, growthMiB: after - before };
}
