import { expForLevel, expForSpend, levelForExp, levelProgress, toWire, type CaseOpenResponse } from '@tastydrop/domain';
import type { Db } from '../../db/index.js';
import { rawTransaction, type RawTx } from '../../db/raw.js';
import { stakeRefusal } from '../wallet/play-limits-check.js';
import { AppError } from '../../core/app-error.js';
import type { LoadedCase } from './case-catalog.js';
import { freeAmong } from './open-case-plan.js';
import {
  addUserOpens,
  casePrice,
  claimLimitedOpens,
  createSeedAndReserve,
  experienceOf,
  insertDrops,
  lockPlayer,
  takePayment,
} from './open-case-sql.js';
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
 * The single path for a case already checked by assertOpenable (the batched path falls back to it).
 */
export async function openCaseChecked(db: Db, userId: number, c: LoadedCase, opens: number): Promise<OpenedCase> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await rawTransaction(db, (tx) => openInTransaction(tx, userId, c, opens));
    } catch (error) {
      if (isLockTimeout(error)) throw new AppError('fastOpen');
      // A deadlock or serialization failure rolled everything back: run it again.
      if (attempt < 3 && isRetryable(error)) continue;
      throw error;
    }
  }
}

export function assertOpenable(c: LoadedCase, now: Date): void {
  const row = c.row;
  if (!row.available) throw new AppError('case_not_available');
  if (row.locked) throw new AppError('level_locked', { level: row.level });
  if (row.counterType === 'time') {
    if ((row.counterStart && now < row.counterStart) || (row.counterEnd && now > row.counterEnd)) throw new AppError('case_not_available');
  }
}

async function openInTransaction(tx: RawTx, userId: number, c: LoadedCase, opens: number): Promise<OpenedCase> {
  const row = c.row;
  // The price is the one in the database now, not the catalog cache's.
  let price = row.price;
  if (row.opensLimit !== null) {
    const claimed = await claimLimitedOpens(tx, row.id, opens);
    if (claimed === null) throw new AppError('limit_reached', { opensLimit: row.opensLimit });
    price = claimed;
  }
  let freeOpens = 0;
  if (row.everyNOpenFree) {
    // The player's row first, as everywhere else, then the player's count of opens.
    if (!(await lockPlayer(tx, userId, FAST_OPEN_WAIT_MS))) throw new AppError('userNotFound');
    freeOpens = freeAmong(await addUserOpens(tx, userId, row.id, opens), opens, row.everyNOpenFree);
  }
  const currency = row.currency === 'TASTY_COIN' ? 'coins' : 'money';
  for (;;) {
    const paid = price * (opens - freeOpens);
    const moneyPaid = currency === 'money' ? paid : 0;
    const exp = expForSpend(moneyPaid);
    const taken = await takePayment(tx, {
      userId,
      caseId: row.id,
      price,
      currency,
      amount: paid,
      minExperience: row.level > 1 ? expForLevel(row.level) : 0,
      experience: exp,
      opens,
      moneySpent: moneyPaid,
      ref: `case:${row.id}`,
      lockTimeoutMs: FAST_OPEN_WAIT_MS,
    });
    if (!taken) {
      const current = await casePrice(tx, row.id);
      if (current !== null && current !== price) {
        price = current;
        continue;
      }
      throw await paymentFailure(tx, userId, row.level, currency === 'money' ? paid : 0);
    }
    // The player's first play creates the seed pair.
    const seed = taken.seed ?? (await createSeedAndReserve(tx, userId, opens));
    const rolled = rollDrops(c, seed.serverSeed, seed.clientSeed, seed.firstNonce, opens);
    const pricePerItem = rolled.length > 0 ? Math.floor(paid / rolled.length) : 0;
    const stored = await insertDrops(tx, { userId, caseId: row.id, currency: row.currency, pricePerItem, seed, rolled });
    return presentOpened({ userId, player: taken, rolled, stored, experienceGained: exp, paid, seed });
  }
}

export interface OpenedParts {
  userId: number;
  player: { balance: number; coinBalance: number; experience: number; nickname: string; avatar: string };
  rolled: RolledDrop[];
  stored: { inventoryItemId: number; openingId: number }[];
  experienceGained: number;
  paid: number;
  seed: { serverSeedHash: string; clientSeed: string };
}

/** The answer to one open, the same from both paths. */
export function presentOpened(p: OpenedParts): OpenedCase {
  const progress = levelProgress(p.player.experience);
  return {
    rolled: p.rolled,
    openingIds: p.stored.map((s) => s.openingId),
    user: { id: p.userId, nickname: p.player.nickname, avatar: p.player.avatar },
    response: {
      drops: p.rolled.map((r, i) => ({
        ...presentDropItem(r.drop.item),
        inventoryItemId: p.stored[i]!.inventoryItemId,
        openingId: p.stored[i]!.openingId,
        nonce: r.nonce,
        cursor: r.cursor,
        ticket: r.ticket,
      })),
      amountExp: String(p.experienceGained),
      balance: toWire(p.player.balance),
      coinBalance: toWire(p.player.coinBalance),
      pricePaid: toWire(p.paid),
      serverSeedHash: p.seed.serverSeedHash,
      clientSeed: p.seed.clientSeed,
      level: progress.userLevel,
      currentExp: progress.currentExp,
    },
  };
}

/** Why the conditional payment matched no row: a level too low, a responsible-play limit or block, else not enough balance. */
async function paymentFailure(tx: RawTx, userId: number, level: number, moneyPaid: number): Promise<AppError> {
  const experience = await experienceOf(tx, userId);
  if (experience === null) return new AppError('userNotFound');
  if (level > levelForExp(experience)) return new AppError('level_locked', { level });
  if (moneyPaid > 0) {
    const refusal = await stakeRefusal(tx, userId, moneyPaid);
    if (refusal) return refusal;
  }
  return new AppError('balance_error');
}

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

function isLockTimeout(error: unknown): boolean {
  return sqlState(error) === '55P03';
}

function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
}
