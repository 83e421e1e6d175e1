import { and, eq, sql } from 'drizzle-orm';
import { expForSpend, levelForExp, levelProgress, toWire, type CaseOpenResponse } from '@tastydrop/domain';
import type { Db, Tx } from '../../db/index.js';
import { caseUserOpens, cases, inventoryItems, openings, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { reserveNonces } from '../fairness/seeds.js';
import { debit } from '../wallet/wallet.js';
import type { LoadedCase } from './case-catalog.js';
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

/** Opens a case `opens` times in one transaction (docs/decisions/007-case-opening.md). */
export async function openCase(db: Db, userId: number, c: LoadedCase, opens: number, now = new Date()): Promise<OpenedCase> {
  assertOpenable(c, now);
  try {
    return await db.transaction((tx) => openInTransaction(tx, userId, c, opens));
  } catch (error) {
    if (isLockTimeout(error)) throw new AppError('fastOpen');
    throw error;
  }
}

function assertOpenable(c: LoadedCase, now: Date): void {
  const row = c.row;
  if (!row.available) throw new AppError('case_not_available');
  if (row.counterType === 'time') {
    if ((row.counterStart && now < row.counterStart) || (row.counterEnd && now > row.counterEnd)) throw new AppError('case_not_available');
  }
}

async function openInTransaction(tx: Tx, userId: number, c: LoadedCase, opens: number): Promise<OpenedCase> {
  const row = c.row;
  // Serialise a player's opens; a request that waits too long answers fastOpen.
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${FAST_OPEN_WAIT_MS}ms'`));
  const [user] = await tx
    .select({ experience: users.experience, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new AppError('userNotFound');
  if (row.locked || row.level > levelForExp(user.experience)) throw new AppError('level_locked', { level: row.level });

  if (row.opensLimit !== null) {
    const [claimed] = await tx
      .update(cases)
      .set({ openedCount: sql`${cases.openedCount} + ${opens}` })
      .where(and(eq(cases.id, row.id), sql`${cases.openedCount} + ${opens} <= ${cases.opensLimit}`))
      .returning({ id: cases.id });
    if (!claimed) throw new AppError('limit_reached', { opensLimit: row.opensLimit });
  }

  const freeOpens = row.everyNOpenFree ? await countFreeOpens(tx, userId, row.id, row.everyNOpenFree, opens) : 0;
  const paid = row.price * (opens - freeOpens);
  const currency = row.currency === 'TASTY_COIN' ? 'coins' : 'money';
  if (paid > 0) await debit(tx, { userId, currency, amount: paid, reason: 'case_open', ref: `case:${row.id}` });

  const { seed, firstNonce } = await reserveNonces(tx, userId, opens);
  const rolled = rollDrops(c, seed.serverSeed, seed.clientSeed, firstNonce, opens);
  const inventory = await tx
    .insert(inventoryItems)
    .values(rolled.map((r) => ({ userId, itemId: r.drop.item.id, price: r.drop.item.price, source: 'Case' as const })))
    .returning({ id: inventoryItems.id });
  const pricePerItem = rolled.length > 0 ? Math.floor(paid / rolled.length) : 0;
  const opened = await tx
    .insert(openings)
    .values(
      rolled.map((r, i) => ({
        userId,
        caseId: row.id,
        itemId: r.drop.item.id,
        inventoryItemId: inventory[i]!.id,
        currency: row.currency,
        pricePaid: pricePerItem,
        seedId: seed.id,
        clientSeed: seed.clientSeed,
        serverSeedHash: seed.serverSeedHash,
        nonce: r.nonce,
        cursor: r.cursor,
        ticket: r.ticket,
      })),
    )
    .returning({ id: openings.id });

  const moneyPaid = currency === 'money' ? paid : 0;
  const exp = expForSpend(moneyPaid);
  const [after] = await tx
    .update(users)
    .set({
      experience: sql`${users.experience} + ${exp}`,
      casesOpened: sql`${users.casesOpened} + ${opens}`,
      spent: sql`${users.spent} + ${moneyPaid}`,
    })
    .where(eq(users.id, userId))
    .returning({ balance: users.balance, coinBalance: users.coinBalance, experience: users.experience });
  if (!after) throw new AppError('userNotFound');

  const progress = levelProgress(after.experience);
  return {
    rolled,
    openingIds: opened.map((o) => o.id),
    user: { id: userId, nickname: user.nickname, avatar: user.avatar },
    response: {
      drops: rolled.map((r, i) => ({
        ...presentDropItem(r.drop.item),
        inventoryItemId: inventory[i]!.id,
        openingId: opened[i]!.id,
        nonce: r.nonce,
        ticket: r.ticket,
      })),
      amountExp: String(exp),
      balance: toWire(after.balance),
      coinBalance: toWire(after.coinBalance),
      pricePaid: toWire(paid),
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      level: progress.userLevel,
      currentExp: progress.currentExp,
    },
  };
}

/** Counts and records the player's opens of the case; every N-th one is free. */
async function countFreeOpens(tx: Tx, userId: number, caseId: number, everyN: number, opens: number): Promise<number> {
  const [counter] = await tx
    .insert(caseUserOpens)
    .values({ userId, caseId, opened: opens })
    .onConflictDoUpdate({ target: [caseUserOpens.userId, caseUserOpens.caseId], set: { opened: sql`${caseUserOpens.opened} + ${opens}` } })
    .returning({ opened: caseUserOpens.opened });
  const after = counter?.opened ?? opens;
  const before = after - opens;
  return Math.floor(after / everyN) - Math.floor(before / everyN);
}

function isLockTimeout(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '55P03' || e?.cause?.code === '55P03';
}
