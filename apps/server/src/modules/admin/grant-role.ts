import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { consoleAccounts, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { setAdminFlag } from '../users/set-admin-flag.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor, ConsoleRole } from './console-roles.js';

/**
 * Gives a player account a console role (or changes it), or takes the role away with `null`. The user's
 * `admin` flag follows: set while the account holds a role. A changed role keeps the enrolled second factor.
 * `actor` is null for the operator's command line.
 */
export async function grantRole(db: Db, login: string, role: ConsoleRole | null, actor: ConsoleActor | null): Promise<{ userId: number; role: ConsoleRole | null }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.login}) = lower(${login})`).for('update');
    if (!user) throw new AppError('userNotFound');
    const [before] = await tx.select({ role: consoleAccounts.role }).from(consoleAccounts).where(eq(consoleAccounts.userId, user.id));
    if (role === null) {
      await tx.delete(consoleAccounts).where(eq(consoleAccounts.userId, user.id));
    } else {
      await tx
        .insert(consoleAccounts)
        .values({ userId: user.id, role, grantedBy: actor?.userId ?? null })
        .onConflictDoUpdate({ target: consoleAccounts.userId, set: { role } });
    }
    await setAdminFlag(tx, user.id, role !== null);
    await recordAudit(tx, actor, { action: role === null ? 'role.revoke' : 'role.grant', target: `user:${user.id}`, before: { role: before?.role ?? null }, after: { role } });
    return { userId: user.id, role };
  });
}
