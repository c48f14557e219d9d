/**
 * The operators' break-glass, `npm run admin:reset -- USERNAME`: after every administrator is locked out (inactive,
 * password forgotten, too many failed sign-ins), it prints a new password, reactivates the account and ends its old
 * sessions; for a user name with no account it creates one.
 */
import type { Admin, AdminLoginResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { admins } from '../src/db/schema';
import { ADMIN_USERNAME, adminToken, client, runCli, startTestServer, usingPostgres } from './helpers';

describe('npm run admin:reset', () => {
  it('lets the operators back in after a lock-out: new password, active again, old sessions ended', async () => {
    const server = await startTestServer();
    const env = { DATA_DIR: server.dataDir, ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}) };
    const reset = (username: string) => runCli(['admin-reset', username], env);
    try {
      const api = client(server.url);
      const oldToken = await adminToken(api);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await api.post('/api/auth/admin/login', { username: ADMIN_USERNAME, password: `forgotten-${attempt}` });
      }
      if (!usingPostgres) {
        // the embedded database is the server's while it runs
        const refused = reset(ADMIN_USERNAME);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/in use by another server .*needs the server stopped/);
      }
      await server.close();
      // locked out the way that used to be possible: the only administrator inactive
      const database = await openDatabase({
        dataDir: server.dataDir,
        ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      });
      await database.db.update(admins).set({ status: 'inactive' });
      await database.close();

      const done = reset(ADMIN_USERNAME.toUpperCase());
      expect(done.code, done.stderr).toBe(0);
      const password = /password "([^"]+)" \(shown only once\)/.exec(done.stdout)?.[1];
      expect(done.stdout).toMatch(/^Reset the administrator "admin": password ".+" \(shown only once\)\. It is active/);
      expect(password).toHaveLength(16);

      const created = reset('night-shift');
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toMatch(/^Created the administrator "night-shift"/);

      const again = await server.restart();
      try {
        const restarted = client(again.url);
        expect((await restarted.get('/api/campaign', { token: oldToken })).status).toBe(401);
        const login = await restarted.post<AdminLoginResponse>('/api/auth/admin/login', {
          username: ADMIN_USERNAME,
          password,
        });
        expect(login.status).toBe(200);
        const list = await restarted.get<Admin[]>('/api/admin', { token: login.body.token });
        expect(list.body.map((row) => [row.username, row.status])).toEqual([
          [ADMIN_USERNAME, 'active'],
          ['night-shift', 'active'],
        ]);
      } finally {
        await again.close();
      }
      expect(reset('').stderr).toContain('Name the administrator: npm run admin:reset -- USERNAME');
    } finally {
      await server.destroy();
    }
  }, 240_000);
});
