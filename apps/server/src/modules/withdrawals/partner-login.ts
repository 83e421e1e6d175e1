import { STEAM_LOGIN_MAX_ACCOUNTS } from '@tastydrop/domain';
import { and, count, ne, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.js';
import type { Tx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

/** The one lock key space of platform logins: two accounts taking the same login wait for each other. */
const LOGIN_LOCK = 0x5e_10_91;

/**
 * Refuses `login` for `userId` when STEAM_LOGIN_MAX_ACCOUNTS other accounts already name it (without case).
 * Runs inside the transaction that saves or uses the login and holds a lock on the login until it ends, so two
 * accounts cannot both take the last place.
 */
export async function assertSteamLoginAvailable(tx: Tx, userId: number, login: string): Promise<void> {
  const key = login.trim().toLowerCase();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_LOCK}, hashtext(${key}))`);
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(sql`lower(${users.steamLogin}) = ${key}`, ne(users.id, userId)));
  if ((others?.n ?? 0) >= STEAM_LOGIN_MAX_ACCOUNTS) throw new AppError('steamLogin', { fields: { login: 'steamLogin' }, limit: STEAM_LOGIN_MAX_ACCOUNTS });
}
