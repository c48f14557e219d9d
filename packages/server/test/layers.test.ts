/**
 * The lint rules that keep the server's shape (eslint.config.js): a module never imports a layer above it, and who
 * sees what is decided only in access.ts. Each case lints a real file's text with one line added, as `npm run lint`
 * would see it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rule ids ESLint reports on `file` (a path from the repository's root) with `extra` appended to it. */
async function problems(file: string, extra: string): Promise<string[]> {
  const filePath = path.join(ROOT, file);
  const [result] = await eslint.lintText(`${readFileSync(filePath, 'utf8')}\n${extra}\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the server layers', () => {
  it('passes the files as they are', async () => {
    expect(await problems('packages/server/src/db/index.ts', '')).toEqual([]);
  });

  it('refuses an import of a layer above', async () => {
    // the database layer reaching up to the routes
    expect(
      await problems('packages/server/src/db/index.ts', "export { campaignRoutes } from '../routes/campaigns';"),
    ).toContain('import-x/no-restricted-paths');
    // the HTTP helpers reaching up to the QR hand-out
    expect(
      await problems('packages/server/src/http/body.ts', "export type { PublicSite } from '../qr/site';"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a layer import the ones below it', async () => {
    expect(await problems('packages/server/src/qr/use.ts', "export { isUuid } from '../http/body';")).toEqual([]);
  });

  it('keeps context.ts to types, so naming the services imports no upper code', async () => {
    const problemsSeen = await problems('packages/server/src/context.ts', "import { storeFile } from './media/store';");
    expect(problemsSeen).toContain('no-restricted-syntax');
    expect(
      await problems('packages/server/src/context.ts', "import type { storeFile } from './media/store';"),
    ).not.toContain('no-restricted-syntax');
  });
});

describe('who sees what', () => {
  it('refuses a tenant filter written outside access.ts', async () => {
    const route = 'packages/server/src/routes/campaigns.ts';
    const check =
      'export const mine = (actor: { id: string }, row: { tenantId: string }) => row.tenantId === actor.id;';
    expect(await problems(route, check)).toContain('no-restricted-syntax');
    expect(await problems('packages/server/src/access.ts', check)).not.toContain('no-restricted-syntax');
  });

  it('refuses a role check written outside access.ts', async () => {
    const route = 'packages/server/src/routes/stats.ts';
    for (const check of [
      "export const only = (actor: { role: string }) => { if (actor.role !== 'admin') throw new Error('no'); };",
      "export const mine = (actor: { role: string }, p?: string) => { if (actor.role === 'tenant' && p) { throw new Error('no'); } };",
      "import { forbidden } from '../http/errors';\nexport const refused = () => forbidden('tenants_only');",
    ]) {
      expect(await problems(route, check), check).toContain('no-restricted-syntax');
    }
    const guard =
      "export const only = (actor: { role: string }) => { if (actor.role !== 'admin') throw new Error('no'); };";
    expect(await problems('packages/server/src/access.ts', guard)).not.toContain('no-restricted-syntax');
  });
});
