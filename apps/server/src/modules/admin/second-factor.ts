import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../platform/db/index.js';
import { consoleAccounts, consoleSessions, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from './audit.js';
import { afterFailure, CLEARED_GUARD, lockedError, lockedForMs } from './second-factor-lock.js';
import type { ConsoleActor } from './console-roles.js';

const ISSUER = 'TastyDrop';
const RECOVERY_CODES = 8;
/** One step (30 s) either side of now: an authenticator's clock may be a little off. */
const EPOCH_TOLERANCE = 30;

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Starts (or restarts) enrolment: a new secret, its otpauth URI and a QR code as a data URL. Not before it is confirmed. */
export async function startEnrolment(db: Db, actor: ConsoleActor): Promise<{ secret: string; uri: string; qr: string }> {
  const [account] = await db.select({ enabled: consoleAccounts.totpEnabledAt }).from(consoleAccounts).where(eq(consoleAccounts.userId, actor.userId));
  if (account?.enabled) throw new AppError('forbidden');
  const [user] = await db.select({ login: users.login, nickname: users.nickname }).from(users).where(eq(users.id, actor.userId));
  const secret = generateSecret();
  await db.update(consoleAccounts).set({ totpSecret: secret }).where(eq(consoleAccounts.userId, actor.userId));
  const uri = generateURI({ issuer: ISSUER, label: user?.login ?? user?.nickname ?? String(actor.userId), secret });
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/**
 * The time step of a current code, or null. A step at or before `lastStep` (the last accepted) is refused, so a
 * code verifies one session only, and an earlier step's code is refused once a later one was used.
 */
async function acceptedStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE, ...(lastStep === null ? {} : { afterTimeStep: lastStep }) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

type Attempt = { outcome: 'accepted'; recovery: boolean } | { outcome: 'invalid' } | { outcome: 'locked'; ms: number };

/** Turns a refused attempt (whose failure count is already committed) into its error. */
function settle(attempt: Attempt): void {
  if (attempt.outcome === 'locked') throw lockedError(attempt.ms);
  if (attempt.outcome === 'invalid') throw new AppError('second_factor_invalid');
}

type Account = typeof consoleAccounts.$inferSelect;

/**
 * Checks a code of `account` (locked for update): refused unread while the factor is locked; a wrong one is
 * counted (locking the factor when the allowance is used up), a right one clears the count. A recovery code is
 * checked only where `recovery` is allowed, and struck out when used.
 */
async function attemptCode(tx: Tx, actor: ConsoleActor, account: Account & { totpSecret: string }, code: string, recovery: boolean): Promise<Attempt> {
  const now = new Date();
  const lockedMs = lockedForMs(account, now);
  if (lockedMs !== null) return { outcome: 'locked', ms: lockedMs };
  const where = eq(consoleAccounts.userId, actor.userId);
  const step = await acceptedStep(account.totpSecret, code.trim(), account.totpLastStep);
  if (step !== null) {
    await tx.update(consoleAccounts).set({ ...CLEARED_GUARD, totpLastStep: step }).where(where);
    return { outcome: 'accepted', recovery: false };
  }
  const hash = hashCode(code);
  if (recovery && account.recoveryCodes.includes(hash)) {
    await tx.update(consoleAccounts).set({ ...CLEARED_GUARD, recoveryCodes: account.recoveryCodes.filter((h) => h !== hash) }).where(where);
    return { outcome: 'accepted', recovery: true };
  }
  const { lockedNow, ...guard } = afterFailure(account, now);
  await tx.update(consoleAccounts).set(guard).where(where);
  if (lockedNow) await recordAudit(tx, actor, { action: 'second_factor.lock', target: `user:${actor.userId}`, after: { until: guard.totpLockedUntil?.toISOString() } });
  return { outcome: 'invalid' };
}

/** Confirms enrolment with a first code: the factor is on, this session is verified, and the recovery codes are shown once. */
export async function confirmEnrolment(db: Db, actor: ConsoleActor, code: string): Promise<{ recoveryCodes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(5).toString('hex'));
  const attempt = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(consoleAccounts).where(eq(consoleAccounts.userId, actor.userId)).for('update');
    if (!account?.totpSecret || account.totpEnabledAt) throw new AppError('forbidden');
    const result = await attemptCode(tx, actor, { ...account, totpSecret: account.totpSecret }, code, false);
    if (result.outcome !== 'accepted') return result;
    await tx.update(consoleAccounts).set({ totpEnabledAt: new Date(), recoveryCodes: codes.map(hashCode) }).where(eq(consoleAccounts.userId, actor.userId));
    await markVerified(tx, actor.sessionId);
    await recordAudit(tx, actor, { action: 'second_factor.enrol', target: `user:${actor.userId}` });
    return result;
  });
  settle(attempt);
  return { recoveryCodes: codes };
}

/** Verifies this session with a current code or an unused recovery code (which is then struck out). */
export async function verifySecondFactor(db: Db, actor: ConsoleActor, code: string): Promise<void> {
  const attempt = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(consoleAccounts).where(eq(consoleAccounts.userId, actor.userId)).for('update');
    if (!account?.totpSecret || !account.totpEnabledAt) throw new AppError('second_factor_required', { enrolled: false });
    const result = await attemptCode(tx, actor, { ...account, totpSecret: account.totpSecret }, code, true);
    if (result.outcome !== 'accepted') return result;
    await markVerified(tx, actor.sessionId);
    await recordAudit(tx, actor, { action: 'second_factor.verify', target: `user:${actor.userId}`, after: { recovery: result.recovery } });
    return result;
  });
  settle(attempt);
}

async function markVerified(tx: Tx, sessionId: number): Promise<void> {
  const now = new Date();
  await tx
    .insert(consoleSessions)
    .values({ sessionId, verifiedAt: now, lastActiveAt: now })
    .onConflictDoUpdate({ target: consoleSessions.sessionId, set: { verifiedAt: now, lastActiveAt: now } });
}
