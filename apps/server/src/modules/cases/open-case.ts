import { expForLevel, expForSpend, levelForExp, levelProgress, toWire, type CaseOpenResponse } from '@tastydrop/domain';
import type { Db } from '../../db/index.js';
import { rawTransaction, type RawTx } from '../../db/raw.js';
import { AppError } from '../../http/app-error.js';
import type { LoadedCase } from './case-catalog.js';
import { addUserOpens, claimLimitedOpens, createSeedAndReserve, experienceOf, insertDrops, takePayment } from './open-case-sql.js';
import { presentDropItem } from './present-case.js';
import { rollDrops, type RolledDrop } from './roll-drops.js';

/** How long a second open of the same player waits for the first before answering fastOpen. */
export const FAST_OPEN_WAIT_MS = 3000;

export interface OpenedCase {
  response: CaseOpenResponse;
  rolled: RolledDrop[];
  openingIds: number[];
  user: { id: number; nickname: string; avatar: string };
}

/**
 * Opens a case `opens` times in one transaction (docs/decisions/007-case-opening.md):
 * payment, nonces, drops, inventory, openings and experience commit together or not at all.
 */
export async function openCase(db: Db, userId: number, c: LoadedCase, opens: number, now = new Date()): Promise<OpenedCase> {
  assertOpenable(c, now);
  try {
    return await rawTransaction(db, (tx) => openInTransaction(tx, userId, c, opens));
  } catch (error) {
    if (isLockTimeout(error)) throw new AppError('fastOpen');
    throw error;
  }
}

function assertOpenable(c: LoadedCase, now: Date): void {
  const row = c.row;
  if (!row.available) throw new AppError('case_not_available');
  if (row.locked) throw new AppError('level_locked', { level: row.level });
  if (row.counterType === 'time') {
    if ((row.counterStart && now < row.counterStart) || (row.counterEnd && now > row.counterEnd)) throw new AppError('case_not_available');
  }
}

async function openInTransaction(tx: RawTx, userId: number, c: LoadedCase, opens: number): Promise<OpenedCase> {
  const row = c.row;
  if (row.opensLimit !== null && !(await claimLimitedOpens(tx, row.id, opens))) {
    throw new AppError('limit_reached', { opensLimit: row.opensLimit });
  }
  const freeOpens = row.everyNOpenFree ? freeAmong(await addUserOpens(tx, userId, row.id, opens), opens, row.everyNOpenFree) : 0;
  const currency = row.currency === 'TASTY_COIN' ? 'coins' : 'money';
  const paid = row.price * (opens - freeOpens);
  const moneyPaid = currency === 'money' ? paid : 0;
  const exp = expForSpend(moneyPaid);
  const taken = await takePayment(tx, {
    userId,
    currency,
    amount: paid,
    minExperience: row.level > 1 ? expForLevel(row.level) : 0,
    experience: exp,
    opens,
    moneySpent: moneyPaid,
    ref: `case:${row.id}`,
    lockTimeoutMs: FAST_OPEN_WAIT_MS,
  });
  if (!taken) throw await paymentFailure(tx, userId, row.level);
  // The player's first play creates the seed pair.
  const seed = taken.seed ?? (await createSeedAndReserve(tx, userId, opens));

  const rolled = rollDrops(c, seed.serverSeed, seed.clientSeed, seed.firstNonce, opens);
  const pricePerItem = rolled.length > 0 ? Math.floor(paid / rolled.length) : 0;
  const stored = await insertDrops(tx, { userId, caseId: row.id, currency: row.currency, pricePerItem, seed, rolled });

  const progress = levelProgress(taken.experience);
  return {
    rolled,
    openingIds: stored.map((s) => s.openingId),
    user: { id: userId, nickname: taken.nickname, avatar: taken.avatar },
    response: {
      drops: rolled.map((r, i) => ({
        ...presentDropItem(r.drop.item),
        inventoryItemId: stored[i]!.inventoryItemId,
        openingId: stored[i]!.openingId,
        nonce: r.nonce,
        cursor: r.cursor,
        ticket: r.ticket,
      })),
      amountExp: String(exp),
      balance: toWire(taken.balance),
      coinBalance: toWire(taken.coinBalance),
      pricePaid: toWire(paid),
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      level: progress.userLevel,
      currentExp: progress.currentExp,
    },
  };
}

/** How many of the last `opens` opens were free, every N-th one being free. */
function freeAmong(openedAfter: number, opens: number, everyN: number): number {
  return Math.floor(openedAfter / everyN) - Math.floor((openedAfter - opens) / everyN);
}

/** Why the conditional payment matched no row: a level too low, else not enough balance. */
async function paymentFailure(tx: RawTx, userId: number, level: number): Promise<AppError> {
  const experience = await experienceOf(tx, userId);
  if (experience === null) return new AppError('userNotFound');
  if (level > levelForExp(experience)) return new AppError('level_locked', { level });
  return new AppError('balance_error');
}

function isLockTimeout(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '55P03' || e?.cause?.code === '55P03';
}
