/**
 * The break-glass for operators (`npm run admin:reset -- USERNAME`): gives an administrator a new generated password,
 * makes it active, ends its other sessions and clears its failed sign-ins; creates it when there is no such
 * administrator. Works whatever the product's state, e.g. after every administrator was locked out.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { admins } from '../db/schema';
import { nextTokenVersion } from './accounts';
import { hashPassword } from './passwords';
import { clearFailures, loginAccount } from './login-limit';

export interface ResetAdmin {
  username: string;
  password: string;
  created: boolean;
}

export async function resetAdmin(db: Db, username: string): Promise<ResetAdmin> {
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(admins)
      .set({ passwordHash, status: 'active', ...nextTokenVersion.admin })
      .where(eq(sql`lower(${admins.username})`, username.toLowerCase()))
      .returning({ username: admins.username });
    await clearFailures(tx, loginAccount('admin', username));
    if (updated) return { username: updated.username, password, created: false };
    await tx.insert(admins).values({
      name: 'Administrator',
      username,
      email: `${username}@localhost`,
      phone: '-',
      status: 'active',
      passwordHash,
    });
    return { username, password, created: true };
  });
}
