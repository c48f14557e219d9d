/** Every end-to-end file (vitest setupFiles): a failed test leaves screenshots of the pages it still had open. */
import { afterEach } from 'vitest';
import { screenshotsOfFailure } from './e2e';

afterEach(({ task }) => screenshotsOfFailure(task));
