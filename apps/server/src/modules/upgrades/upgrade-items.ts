import { and, asc, desc, eq, lte } from 'drizzle-orm';
import {
  expForSpend,
  levelForExp,
  rollTicket,
  toWire,
  upgradeChance,
  upgradeChanceTickets,
  upgradeLossCoins,
  upgradeMinimumInput,
  upgradePityCap,
  upgradeRatioAllowed,
  upgradeWinRange,
  upgradeWins,
  UPGRADE_RATE_BP,
  type Game,
  type UpgradeResponse,
} from '@tastydrop/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/index.js';
import { items, upgrades } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { reserveNonces } from '../fairness/seeds.js';
import { credit } from '../wallet/wallet.js';
import { addExperience, addPrizeItem, consumeItems, totalOf, type ItemRow } from '../items/consume-items.js';
import { presentPrize, presentUniqueItem, type PrizeSource } from './present-item.js';
import { isRegularItem } from './regular-items.js';
import { withTransaction } from '../../platform/db/transaction.js';

export interface UpgradeInput {
  items: number[];
  targetItemId?: number | undefined;
  reversed: boolean;
}

/** The cursor of an upgrade's roll (one roll per nonce). */
export const UPGRADE_CURSOR = 0;

async function findItem(db: DbOrTx, game: Game, id: number): Promise<ItemRow | null> {
  const [row] = await db.select().from(items).where(and(eq(items.id, id), eq(items.game, game), isRegularItem));
  return row ?? null;
}

/** The dearest catalog item within the pity cap (cheapest id first among equals), if any. */
async function findPityItem(tx: Tx, game: Game, cap: number): Promise<ItemRow | null> {
  if (cap <= 0) return null;
  const [row] = await tx.select().from(items).where(and(eq(items.game, game), lte(items.price, cap), isRegularItem)).orderBy(desc(items.price), asc(items.id)).limit(1);
  return row ?? null;
}

/** An upgrade whose target was found: what the single and the batched path both run. */
export interface UpgradeRequest {
  userId: number;
  game: Game;
  target: ItemRow;
  input: UpgradeInput;
}

/** Checks what needs no transaction and finds the target (notFoundOutdated when it is not a catalog item any more). */
export async function prepareUpgrade(db: Db, game: Game, userId: number, input: UpgradeInput): Promise<UpgradeRequest> {
  if (input.items.length === 0) throw new AppError('itemsNotSelected');
  if (!input.targetItemId) throw new AppError('upgradeItemNotSelected');
  const target = await findItem(db, game, input.targetItemId);
  if (!target) throw new AppError('notFoundOutdated', { targetItemId: input.targetItemId });
  return { userId, game, target, input };
}

/** Fails unless the staked total is below the target's price and within the allowed ratio. */
export function assertUpgradeable(inputTotal: number, target: ItemRow): void {
  if (inputTotal >= target.price) throw new AppError('itemDroppedSumHigher', { minimum: toWire(inputTotal + 1) });
  if (!upgradeRatioAllowed(inputTotal, target.price)) {
    throw new AppError('upgrade_multiplier_too_high', { minimum: toWire(upgradeMinimumInput(target.price)) });
  }
}

/** What an upgrade decided, for its answer. */
export interface UpgradeDone {
  upgradeId: number;
  success: boolean;
  prizeItem: PrizeSource | null;
  prizeInventoryItemId: number | null;
  coinsPrize: number;
  ticket: number;
  chanceTickets: number;
  inputTotal: number;
  target: ItemRow;
  reversed: boolean;
  nonce: number;
  seed: { serverSeedHash: string; clientSeed: string };
  coinBalance: number;
  amountExp: number;
  experience: number;
}

export function presentUpgrade(u: UpgradeDone): UpgradeResponse {
  const prize = u.prizeItem && u.prizeInventoryItemId !== null ? presentPrize(u.prizeItem, u.prizeInventoryItemId) : null;
  return {
    upgradeId: u.upgradeId,
    success: u.success,
    winPrize: u.success ? prize : null,
    pityPrize: u.success ? null : prize,
    coinsPrize: toWire(u.coinsPrize),
    roll: u.ticket,
    chance: upgradeChance(u.inputTotal, u.target.price, UPGRADE_RATE_BP),
    reversed: u.reversed,
    rollRange: upgradeWinRange(u.chanceTickets, u.reversed),
    inputTotal: toWire(u.inputTotal),
    target: presentUniqueItem(u.target),
    nonce: u.nonce,
    serverSeedHash: u.seed.serverSeedHash,
    clientSeed: u.seed.clientSeed,
    coinBalance: toWire(u.coinBalance),
    amountExp: u.amountExp,
    currentExp: u.experience,
    level: levelForExp(u.experience),
  };
}

/**
 * Upgrades up to 15 of the player's items toward one catalog target (docs/decisions/010): the items
 * turn to_upgrade, the player's seed pair rolls one ticket, and the target (on a win) or the pity item
 * and coins (on a loss) are added, all in one transaction with the upgrade's record. This is the
 * single path; upgrade-items-batch.ts runs many in one transaction (decision 021).
 */
export async function upgradeItemsChecked(db: Db, request: UpgradeRequest): Promise<UpgradeResponse> {
  const { userId, game, target, input } = request;
  return withTransaction(db, async (tx) => {
    const consumed = await consumeItems(tx, userId, input.items, 'to_upgrade');
    const inputTotal = totalOf(consumed);
    assertUpgradeable(inputTotal, target);
    const amountExp = expForSpend(inputTotal);
    const player = await addExperience(tx, userId, amountExp);
    const { seed, firstNonce: nonce } = await reserveNonces(tx, userId, 1);
    const ticket = rollTicket(seed.serverSeed, seed.clientSeed, nonce, UPGRADE_CURSOR);
    const chanceTickets = upgradeChanceTickets(inputTotal, target.price, UPGRADE_RATE_BP);
    const success = upgradeWins(ticket, chanceTickets, input.reversed);

    const prizeItem = success ? target : await findPityItem(tx, game, upgradePityCap(inputTotal));
    const prizeInventoryItemId = prizeItem ? await addPrizeItem(tx, userId, prizeItem, 'Upgrade') : null;
    const coinsPrize = success ? 0 : upgradeLossCoins(inputTotal);
    const [record] = await tx
      .insert(upgrades)
      .values({
        userId,
        inputItems: consumed,
        inputTotal,
        targetItemId: target.id,
        targetPrice: target.price,
        rateBp: UPGRADE_RATE_BP,
        chanceTickets,
        reversed: input.reversed,
        success,
        prizeItemId: prizeItem?.id ?? null,
        prizeInventoryItemId,
        coinsPrize,
        seedId: seed.id,
        clientSeed: seed.clientSeed,
        serverSeedHash: seed.serverSeedHash,
        nonce,
        cursor: UPGRADE_CURSOR,
        ticket,
      })
      .returning({ id: upgrades.id });
    const coinBalance =
      coinsPrize > 0
        ? ((await credit(tx, { userId, currency: 'coins', amount: coinsPrize, reason: 'upgrade_pity', ref: `upgrade:${record!.id}` })) ?? player.coinBalance)
        : player.coinBalance;
    return presentUpgrade({
      upgradeId: record!.id,
      success,
      prizeItem,
      prizeInventoryItemId,
      coinsPrize,
      ticket,
      chanceTickets,
      inputTotal,
      target,
      reversed: input.reversed,
      nonce,
      seed,
      coinBalance,
      amountExp,
      experience: player.experience,
    });
  });
}
