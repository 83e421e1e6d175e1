import { and, eq } from 'drizzle-orm';
import {
  contractOdds,
  contractPick,
  expForSpend,
  levelForExp,
  rollTicket,
  toWire,
  CONTRACT_MAX_ITEMS,
  CONTRACT_MIN_ITEMS,
  CONTRACT_RETURN_BP,
  type ContractResponse,
  type Game,
} from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { contracts, items } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { reserveNonces } from '../fairness/seeds.js';
import { assertMayPlay } from '../wallet/play-limits-check.js';
import { addPrizeItem, consumeItems, totalOf } from '../items/consume-items.js';
import { rollItemFloat } from '../items/item-float.js';
import { addProgress } from '../users/progression.js';
import { presentPrize } from '../upgrades/present-item.js';
import { loadCandidates } from './load-candidates.js';
import { withTransaction } from '../../platform/db/transaction.js';

/** The cursor of a contract's roll (one roll per nonce); the prize's wear float rolls on its float cursor. */
const CONTRACT_CURSOR = 0;

/**
 * Signs a contract (docs/decisions/010): 3 to 10 of the player's items turn to_contract and one catalog
 * item priced within the range is drawn by the player's seed pair from a weighting whose expected value
 * is CONTRACT_RETURN_BP of the input; the prize and the record (with every candidate) are written in the
 * same transaction. A CS skin prize carries a wear float rolled from the same seeds and nonce.
 */
export async function signContract(db: Db, game: Game, userId: number, ids: readonly number[]): Promise<ContractResponse> {
  const unique = [...new Set(ids)];
  if (unique.length < CONTRACT_MIN_ITEMS || unique.length > CONTRACT_MAX_ITEMS) {
    throw new AppError('contract_items_count', { min: CONTRACT_MIN_ITEMS, max: CONTRACT_MAX_ITEMS });
  }
  return withTransaction(db, async (tx) => {
    await assertMayPlay(tx, userId);
    const consumed = await consumeItems(tx, userId, unique, 'to_contract');
    const total = totalOf(consumed);
    const odds = contractOdds(await loadCandidates(tx, game, total), total, CONTRACT_RETURN_BP);
    if (!odds) throw new AppError('contract_unavailable', { total: toWire(total) });

    const amountExp = expForSpend(total);
    const player = await addProgress(tx, userId, { stake: total });
    const { seed, firstNonce: nonce } = await reserveNonces(tx, userId, 1);
    const ticket = rollTicket(seed.serverSeed, seed.clientSeed, nonce, CONTRACT_CURSOR);
    const index = contractPick(odds, ticket);
    const picked = odds.candidates[index]!;
    const [prizeItem] = await tx.select().from(items).where(and(eq(items.id, picked.itemId), eq(items.game, game)));
    if (!prizeItem) throw new Error(`contract candidate ${picked.itemId} vanished`);
    const float = rollItemFloat(seed, nonce, CONTRACT_CURSOR, prizeItem);
    const inventoryItemId = await addPrizeItem(tx, userId, prizeItem, 'Contract', float);
    const [record] = await tx
      .insert(contracts)
      .values({
        userId,
        inputItems: consumed,
        inputTotal: total,
        returnBp: CONTRACT_RETURN_BP,
        candidates: odds.candidates.map((c) => [c.itemId, c.price] as [number, number]),
        prizeItemId: prizeItem.id,
        prizePrice: picked.price,
        prizeInventoryItemId: inventoryItemId,
        seedId: seed.id,
        clientSeed: seed.clientSeed,
        serverSeedHash: seed.serverSeedHash,
        nonce,
        cursor: CONTRACT_CURSOR,
        ticket,
        float,
      })
      .returning({ id: contracts.id });

    return {
      contractId: record!.id,
      prize: { ...presentPrize(prizeItem, inventoryItemId, float), price: toWire(picked.price) },
      inputTotal: toWire(total),
      range: { min: toWire(odds.range.min), max: toWire(odds.range.max) },
      minPrize: toWire(odds.minPrize),
      maxPrize: toWire(odds.maxPrize),
      expectedValue: toWire(Math.round(odds.expectedValue)),
      ticket,
      ticketRange: odds.ranges[index]!,
      nonce,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      amountExp,
      currentExp: player.experience,
      level: levelForExp(player.experience),
    };
  });
}
