import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Screenshots and the server log (gitignored). */
export const OUTPUT_DIR = path.join(REPO_ROOT, 'test-output', 'e2e');
/** Everything the server printed during the run. */
export const SERVER_LOG = path.join(OUTPUT_DIR, 'server.log');
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';
