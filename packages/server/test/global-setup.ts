/**
 * Vitest's global setup: the server's bundle (scripts/server-bundle.mjs), built once before any test file when it is
 * missing or older than its sources, so that tests starting the server as a process run what `npm start` runs
 * instead of compiling TypeScript at each start.
 */
import { ensureServerBuilt } from '../../../scripts/server-bundle.mjs';

export default async function setup(): Promise<void> {
  await ensureServerBuilt();
}
