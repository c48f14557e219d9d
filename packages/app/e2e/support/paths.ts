import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Screenshots and the server log (gitignored). */
export const OUTPUT_DIR = path.join(REPO_ROOT, 'test-output', 'e2e');
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';
