import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { IdentityCheckState, IdentityFileKind } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { DbOrTx } from '../../platform/db/index.js';
import { identityChecks, identityFiles, users } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { confirmAge } from '../users/confirm-age.js';

export interface IdentityRequest {
  reason: string;
  /** The console account asking; null when a rule of the site asks. */
  requestedBy: number | null;
}

/**
 * Asks the player for an identity check (a document photo and a selfie). Returns the open check: a new one, or the
 * one already waiting, so a review rule may call it on every withdrawal without piling up requests.
 */
export async function requestIdentityCheck(tx: DbOrTx, userId: number, request: IdentityRequest): Promise<{ id: number; created: boolean }> {
  const open = await openCheck(tx, userId);
  if (open) return { id: open.id, created: false };
  try {
    const [row] = await tx
      .insert(identityChecks)
      .values({ userId, reason: request.reason, requestedBy: request.requestedBy })
      .returning({ id: identityChecks.id });
    return { id: row!.id, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('identity_check_open');
  }
}

async function openCheck(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ id: identityChecks.id, status: identityChecks.status })
    .from(identityChecks)
    .where(and(eq(identityChecks.userId, userId), inArray(identityChecks.status, ['requested', 'submitted'])));
  return row ?? null;
}

/** The player's latest check and when they confirmed their age, as the profile shows them. */
export async function getIdentityState(db: DbOrTx, userId: number): Promise<IdentityCheckState> {
  const [user] = await db.select({ ageConfirmedAt: users.ageConfirmedAt }).from(users).where(eq(users.id, userId));
  const [check] = await db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).orderBy(desc(identityChecks.id)).limit(1);
  const uploaded = check ? await db.select({ kind: identityFiles.kind }).from(identityFiles).where(eq(identityFiles.checkId, check.id)) : [];
  return {
    ageConfirmedAt: user?.ageConfirmedAt?.toISOString() ?? null,
    check: check
      ? {
          id: check.id,
          status: check.status,
          requestedAt: check.requestedAt.toISOString(),
          submittedAt: check.submittedAt?.toISOString() ?? null,
          decidedAt: check.decidedAt?.toISOString() ?? null,
          note: check.decisionNote,
          uploaded: uploaded.map((u) => u.kind),
        }
      : null,
  };
}

export interface StoredFile {
  kind: IdentityFileKind;
  contentType: string;
  byteSize: number;
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

/**
 * Stores one encrypted file of the player's requested check (a second upload of a kind replaces the first); once
 * both are stored the check waits for compliance. `seal` encrypts for the check it is given.
 */
export async function storeIdentityFile(
  tx: DbOrTx,
  userId: number,
  file: { kind: IdentityFileKind; contentType: string; byteSize: number },
  seal: (checkId: number) => Pick<StoredFile, 'iv' | 'tag' | 'data'>,
): Promise<void> {
  const [check] = await tx
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(and(eq(identityChecks.userId, userId), eq(identityChecks.status, 'requested')))
    .for('update');
  if (!check) throw new AppError('identity_check_not_open');
  const sealed = seal(check.id);
  const row = { checkId: check.id, ...file, ...sealed };
  await tx
    .insert(identityFiles)
    .values(row)
    .onConflictDoUpdate({ target: [identityFiles.checkId, identityFiles.kind], set: { ...file, ...sealed, createdAt: sql`now()` } });
  const kinds = await tx.select({ kind: identityFiles.kind }).from(identityFiles).where(eq(identityFiles.checkId, check.id));
  if (kinds.length === 2) await tx.update(identityChecks).set({ status: 'submitted', submittedAt: sql`now()` }).where(eq(identityChecks.id, check.id));
}

/** Checks waiting for compliance, oldest first, with the player's login and nickname. */
export async function listSubmittedChecks(db: DbOrTx) {
  return db
    .select({
      id: identityChecks.id,
      userId: identityChecks.userId,
      login: users.login,
      nickname: users.nickname,
      reason: identityChecks.reason,
      requestedAt: identityChecks.requestedAt,
      submittedAt: identityChecks.submittedAt,
      ageConfirmedAt: users.ageConfirmedAt,
    })
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.userId))
    .where(eq(identityChecks.status, 'submitted'))
    .orderBy(identityChecks.submittedAt)
    .limit(100);
}

/** A player's checks, newest first (the console's player page). */
export async function listPlayerChecks(db: DbOrTx, userId: number) {
  return db
    .select({
      id: identityChecks.id,
      status: identityChecks.status,
      reason: identityChecks.reason,
      requestedBy: identityChecks.requestedBy,
      requestedAt: identityChecks.requestedAt,
      submittedAt: identityChecks.submittedAt,
      decidedBy: identityChecks.decidedBy,
      decidedAt: identityChecks.decidedAt,
      decisionNote: identityChecks.decisionNote,
      filesDeletedAt: identityChecks.filesDeletedAt,
    })
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .orderBy(desc(identityChecks.id));
}

/** One stored file of a check, still encrypted; null when missing or deleted by retention. */
export async function findIdentityFile(db: DbOrTx, checkId: number, kind: IdentityFileKind): Promise<(StoredFile & { userId: number }) | null> {
  const [row] = await db
    .select({
      kind: identityFiles.kind,
      contentType: identityFiles.contentType,
      byteSize: identityFiles.byteSize,
      iv: identityFiles.iv,
      tag: identityFiles.tag,
      data: identityFiles.data,
      userId: identityChecks.userId,
    })
    .from(identityFiles)
    .innerJoin(identityChecks, eq(identityChecks.id, identityFiles.checkId))
    .where(and(eq(identityFiles.checkId, checkId), eq(identityFiles.kind, kind)));
  return row ?? null;
}

/**
 * Approves or rejects a submitted check with the note the player sees. An approval also records that the player is
 * 18 or older, when the account had not said so. Returns the player's id.
 */
export async function decideIdentityCheck(tx: DbOrTx, checkId: number, decision: { approve: boolean; note: string | null; decidedBy: number }): Promise<number> {
  const [row] = await tx
    .update(identityChecks)
    .set({ status: decision.approve ? 'approved' : 'rejected', decidedBy: decision.decidedBy, decidedAt: sql`now()`, decisionNote: decision.note })
    .where(and(eq(identityChecks.id, checkId), eq(identityChecks.status, 'submitted')))
    .returning({ userId: identityChecks.userId });
  if (!row) {
    const [exists] = await tx.select({ id: identityChecks.id }).from(identityChecks).where(eq(identityChecks.id, checkId));
    throw new AppError(exists ? 'identity_check_not_open' : 'identity_check_not_found');
  }
  if (decision.approve) await confirmAge(tx, row.userId);
  return row.userId;
}
