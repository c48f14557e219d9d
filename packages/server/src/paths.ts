/**
 * Folders the server reads at run time, found from this module: it sits one level below the package (src/paths.ts),
 * and so does the bundle that `npm start` runs (dist/main.js), so the same relative paths hold for both.
 */
import { fileURLToPath } from 'node:url';

/** The SQL migrations (drizzle-kit's output): packages/server/migrations/ */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/** The single-page app's production build: packages/app/dist/ */
export const APP_BUILD_DIR = fileURLToPath(new URL('../../app/dist/', import.meta.url));
