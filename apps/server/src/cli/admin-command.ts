import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <grant|revoke> <e-mail or nickname>
  grant   gives the account the ADMIN role (it can read the dev outbox in production, and every admin route)
  revoke  takes the ADMIN role away again`;

export interface AdminCommandOutput {
  log(line: string): void;
  error(line: string): void;
}

function findAccount(db: Executor, identifier: string) {
  const lowered = identifier.trim().toLowerCase();
  const byEmail = lowered.includes('@');
  return db
    .select({ id: users.id, nickName: users.nickName, email: users.email, roles: users.roles })
    .from(users)
    .where(byEmail ? eq(users.email, lowered) : eq(sql`lower(${users.nickName})`, lowered))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/**
 * `npm run admin -- grant|revoke <e-mail or nickname>` (DESIGN.md §4.5: ADMIN is granted from the command line).
 * Returns the process exit code: 0 done (or already so), 1 no such account, 2 wrong usage.
 */
export async function runAdminCommand(db: Executor, args: string[], out: AdminCommandOutput): Promise<number> {
  const [action, identifier, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !identifier?.trim() || rest.length > 0) {
    out.error(ADMIN_USAGE);
    return 2;
  }
  const account = await findAccount(db, identifier);
  if (!account) {
    out.error(`No account has the e-mail or nickname "${identifier.trim()}".`);
    return 1;
  }
  const name = `${account.nickName} <${account.email}>`;
  const isAdmin = account.roles.includes('ADMIN');
  if (action === 'grant' ? isAdmin : !isAdmin) {
    out.log(`${name} ${isAdmin ? 'is already' : 'is not'} an administrator; nothing changed.`);
    return 0;
  }
  const roles = action === 'grant' ? [...account.roles, 'ADMIN'] : account.roles.filter((r) => r !== 'ADMIN');
  await db.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, account.id));
  out.log(action === 'grant' ? `${name} is now an administrator.` : `${name} is no longer an administrator.`);
  return 0;
}
