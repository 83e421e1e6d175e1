import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../platform/db/index.js';
import { consoleAccounts, consoleSessions, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from './audit.js';
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

async function codeMatches(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  return (await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE })).valid;
}

/** Confirms enrolment with a first code: the factor is on, this session is verified, and the recovery codes are shown once. */
export async function confirmEnrolment(db: Db, actor: ConsoleActor, code: string): Promise<{ recoveryCodes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(5).toString('hex'));
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(consoleAccounts).where(eq(consoleAccounts.userId, actor.userId)).for('update');
    if (!account?.totpSecret || account.totpEnabledAt) throw new AppError('forbidden');
    if (!(await codeMatches(account.totpSecret, code))) throw new AppError('second_factor_invalid');
    await tx.update(consoleAccounts).set({ totpEnabledAt: new Date(), recoveryCodes: codes.map(hashCode) }).where(eq(consoleAccounts.userId, actor.userId));
    await markVerified(tx, actor.sessionId);
    await recordAudit(tx, actor, { action: 'second_factor.enrol', target: `user:${actor.userId}` });
    return { recoveryCodes: codes };
  });
}

/** Verifies this session with a current code or an unused recovery code (which is then struck out). */
export async function verifySecondFactor(db: Db, actor: ConsoleActor, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(consoleAccounts).where(eq(consoleAccounts.userId, actor.userId)).for('update');
    if (!account?.totpSecret || !account.totpEnabledAt) throw new AppError('second_factor_required', { enrolled: false });
    let recovery = false;
    if (!(await codeMatches(account.totpSecret, code.trim()))) {
      const hash = hashCode(code);
      if (!account.recoveryCodes.includes(hash)) throw new AppError('second_factor_invalid');
      await tx.update(consoleAccounts).set({ recoveryCodes: account.recoveryCodes.filter((h) => h !== hash) }).where(eq(consoleAccounts.userId, actor.userId));
      recovery = true;
    }
    await markVerified(tx, actor.sessionId);
    await recordAudit(tx, actor, { action: 'second_factor.verify', target: `user:${actor.userId}`, after: { recovery } });
  });
}

async function markVerified(tx: Tx, sessionId: number): Promise<void> {
  const now = new Date();
  await tx
    .insert(consoleSessions)
    .values({ sessionId, verifiedAt: now, lastActiveAt: now })
    .onConflictDoUpdate({ target: consoleSessions.sessionId, set: { verifiedAt: now, lastActiveAt: now } });
}
