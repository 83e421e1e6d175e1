import { eq } from 'drizzle-orm';
import type { LoginRequest } from '@tastydrop/domain';
import texts from '@tastydrop/domain/locales/ru/sign-in.json' with { type: 'json' };
import type { Db } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { beginLoginAttempt, clearLoginThrottle, recordLoginFailure } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { findSession, type SessionMeta } from '../../platform/http/session-store.js';
import { openSession } from './open-session.js';

export interface LoginResult {
  accessToken: string;
  /** Attempts that failed since the last sign-in, when someone guessing got the login refused. */
  failedAttempts?: number;
}

/**
 * Signs in with a login and password, or exchanges a valid token for a new session. An address is refused
 * (login_throttled) for a growing while after a few wrong passwords for a login, even with the right one;
 * the login stays open from every other address.
 */
export async function login(db: Db, input: LoginRequest, meta: SessionMeta): Promise<LoginResult> {
  if ('token' in input) {
    const session = await findSession(db, input.token);
    if (!session) throw new AppError('authentication');
    return { accessToken: await openSession(db, session.userId, meta) };
  }
  const name = input.login.toLowerCase();
  // Logins without an account are counted alike, so a refusal does not reveal which logins exist.
  const address = meta.ip ?? '';
  const attempt = await beginLoginAttempt(db, name, address);
  if (!attempt.allowed) {
    const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
    throw new AppError('login_throttled', { retryAfter: Math.ceil(attempt.retryAfterMs / 1000) }, texts.loginThrottled.replace('{minutes}', String(minutes)));
  }
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.login, name)).limit(1);
  // Verify even without a user so timing does not reveal which logins exist.
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user?.passwordHash || !ok) {
    await recordLoginFailure(db, name, address);
    throw new AppError('invalid_credentials');
  }
  const failedAttempts = await clearLoginThrottle(db, name, address);
  const accessToken = await openSession(db, user.id, meta);
  return failedAttempts === null ? { accessToken } : { accessToken, failedAttempts };
}

// argon2id hash of a random password nobody knows.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$1v7H4P7Aq1h7j3W0cN1kq9sG1o2y5o4e7c6m3k0n9bA';
