/**
 * Runs before each test file. Vitest runs the files in one module registry per worker (no isolation), so what
 * a file changes of the process must not outlive it: a date moved ahead for the rate limits (fake-date.ts) returns to
 * the real time when the file ends.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
});
