import { eq, sql } from 'drizzle-orm';
import { levelProgress, toWire, type CaseOpenResponse } from '@tastydrop/domain';
import type { Tx } from '../../platform/db/index.js';
import { inventoryItems, items, openings, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { LoadedCase } from '../cases/case-catalog.js';
import { presentDropItem } from '../cases/present-case.js';
import { rollDrops, type RolledDrop } from '../cases/roll-drops.js';
import { assertCurrentTables } from '../cases/case-changed.js';
import { reserveNonces } from '../fairness/seeds.js';
import { assertMayPlay } from '../wallet/play-limits-check.js';

export interface FreeOpening {
  response: CaseOpenResponse;
  rolled: RolledDrop[];
  openingIds: number[];
  user: { id: number; nickname: string; avatar: string };
}

/**
 * One open of a case at no cost, inside the caller's transaction (which has already admitted
 * it), refused (case_changed) unless the cached table is still the case's current one (the caller
 * retries on a reloaded catalog: retryOnCaseChange): the player's seed pair and next nonce, the same roll as a paid open, and the same
 * inventory and opening records (price paid 0). No money moves, so the wallet is not involved.
 */
export async function openForFree(tx: Tx, userId: number, c: LoadedCase): Promise<FreeOpening> {
  await assertMayPlay(tx, userId);
  await assertCurrentTables(tx, [c]);
  const { seed, firstNonce } = await reserveNonces(tx, userId, 1);
  const rolled = rollDrops(c, seed.serverSeed, seed.clientSeed, firstNonce, 1);
  const stored: { inventoryItemId: number; openingId: number }[] = [];
  for (const r of rolled) {
    const [inv] = await tx
      .insert(inventoryItems)
      // Worth its item's price as the transaction reads it, not the cached catalog's.
      .values({ userId, itemId: r.drop.item.id, price: sql`(SELECT ${items.price} FROM ${items} WHERE ${items.id} = ${r.drop.item.id})`, status: 'progress', source: 'Case', float: r.float })
      .returning({ id: inventoryItems.id });
    const [op] = await tx
      .insert(openings)
      .values({
        userId,
        caseId: c.row.id,
        itemId: r.drop.item.id,
        inventoryItemId: inv!.id,
        currency: c.row.currency,
        pricePaid: 0,
        seedId: seed.id,
        clientSeed: seed.clientSeed,
        serverSeedHash: seed.serverSeedHash,
        nonce: r.nonce,
        cursor: r.cursor,
        ticket: r.ticket,
        float: r.float,
        catalogVersion: c.catalogVersion,
      })
      .returning({ id: openings.id });
    stored.push({ inventoryItemId: inv!.id, openingId: op!.id });
  }
  const [user] = await tx
    .update(users)
    .set({ casesOpened: sql`${users.casesOpened} + 1` })
    .where(eq(users.id, userId))
    .returning({ nickname: users.nickname, avatar: users.avatar, balance: users.balance, coinBalance: users.coinBalance, experience: users.experience });
  if (!user) throw new AppError('userNotFound');
  const progress = levelProgress(user.experience);
  return {
    rolled,
    openingIds: stored.map((s) => s.openingId),
    user: { id: userId, nickname: user.nickname, avatar: user.avatar },
    response: {
      drops: rolled.map((r, i) => ({
        ...presentDropItem(r.drop.item),
        inventoryItemId: stored[i]!.inventoryItemId,
        openingId: stored[i]!.openingId,
        nonce: r.nonce,
        cursor: r.cursor,
        ticket: r.ticket,
        float: r.float,
      })),
      amountExp: '0',
      balance: toWire(user.balance),
      coinBalance: toWire(user.coinBalance),
      pricePaid: 0,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      level: progress.userLevel,
      currentExp: progress.currentExp,
    },
  };
}
