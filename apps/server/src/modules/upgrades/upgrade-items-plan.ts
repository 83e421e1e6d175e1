import {
  expForSpend,
  rollTicket,
  toWire,
  upgradeChanceTickets,
  upgradeLossCoins,
  upgradeMinimumInput,
  upgradePityCap,
  upgradeRatioAllowed,
  upgradeWins,
  UPGRADE_RATE_BP,
  type Game,
} from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { LockMode } from '../../platform/db/request-batcher.js';
import { takeNonces, type SeedState } from '../fairness/seed-state.js';
import type { ItemRow } from '../items/consume-items.js';
import { breakRefusal, type PlayState } from '../wallet/play-limits.js';

/**
 * The upgrades' rules, the only place they live (docs/decisions/010, 030-one-rule-engine.md): the
 * staked items must be the player's, available and ordinary; their total below the target's price
 * and within the allowed ratio; the player's seed pair rolls one ticket per upgrade. Pure: runs
 * against the locked rows of a batch, in arrival order, updating the running state.
 */

export interface UpgradeInput {
  items: number[];
  targetItemId?: number | undefined;
  reversed: boolean;
}

/** An upgrade whose target was found: what a batch (of one, on the single path) runs. */
export interface UpgradeRequest {
  userId: number;
  game: Game;
  target: ItemRow;
  input: UpgradeInput;
}

/** The cursor of an upgrade's roll (one roll per nonce). */
export const UPGRADE_CURSOR = 0;

export interface UpgradePlayer {
  coinBalance: number;
  experience: number;
}

export interface UpgradeItemState {
  userId: number;
  itemId: number;
  price: number;
  status: string;
  /** null for an ordinary item (no item_types row). */
  type: number | null;
}

export interface UpgradeRead {
  players: Map<number, UpgradePlayer>;
  items: Map<number, UpgradeItemState>;
  /** Players with a staked item another transaction holds (`skip` only). */
  held: Set<number>;
  seeds: Map<number, SeedState>;
  /** The locked players' responsible-play state: a player on a break may not upgrade. */
  playStates: Map<number, PlayState>;
  /** The requested targets that are ordinary catalog items, with their prices as the transaction read them. */
  targets: Map<number, number>;
}

export interface PlannedUpgrade {
  kind: 'ok';
  userId: number;
  consumed: { inventoryItemId: number; itemId: number; price: number }[];
  inputTotal: number;
  target: ItemRow;
  chanceTickets: number;
  reversed: boolean;
  success: boolean;
  amountExp: number;
  /** The player's experience after this upgrade. */
  experienceAfter: number;
  /** Set once the prize is known: the target on a win, the pity item (if any) on a loss. */
  prizeItem: ItemRow | null;
  /** Set with the prize: a CS skin prize's wear float (rolled on the float cursor of the upgrade's roll), else null. */
  float: number | null;
  pityCap: number;
  coinsPrize: number;
  /** The coin balance after this upgrade. */
  coinBalance: number;
  seed: SeedState;
  nonce: number;
  ticket: number;
}

export type UpgradePlan = PlannedUpgrade | { kind: 'deferred' } | { kind: 'error'; error: unknown };

/** Fails unless the staked total is below the target's price and within the allowed ratio. */
export function assertUpgradeable(inputTotal: number, target: ItemRow): void {
  if (inputTotal >= target.price) throw new AppError('itemDroppedSumHigher', { minimum: toWire(inputTotal + 1) });
  if (!upgradeRatioAllowed(inputTotal, target.price)) {
    throw new AppError('upgrade_multiplier_too_high', { minimum: toWire(upgradeMinimumInput(target.price)) });
  }
}

/** Plans every upgrade in arrival order; an upgrade that fails changes nothing. `newSeed` makes a first seed pair. */
export function planUpgrades(requests: readonly UpgradeRequest[], state: UpgradeRead, mode: LockMode, newSeed: () => SeedState): UpgradePlan[] {
  return requests.map((request) => planUpgrade(request, state, mode, newSeed));
}

function planUpgrade(request: UpgradeRequest, state: UpgradeRead, mode: LockMode, newSeed: () => SeedState): UpgradePlan {
  const { userId, input } = request;
  const player = state.players.get(userId);
  if (mode === 'skip' && (!player || state.held.has(userId))) return { kind: 'deferred' };
  const play = state.playStates.get(userId);
  const onBreak = play ? breakRefusal(play) : null;
  if (onBreak) return { kind: 'error', error: onBreak };
  // The chance and the prize's worth follow the target's price now, not the cached catalog's.
  const price = state.targets.get(request.target.id);
  if (price === undefined) return { kind: 'error', error: new AppError('notFoundOutdated', { targetItemId: request.target.id }) };
  const target = price === request.target.price ? request.target : { ...request.target, price };
  const wanted = [...new Set(input.items)].sort((a, b) => a - b);
  // Only the upgrade group (ordinary items in progress) can be staked: packs and special items cannot.
  const usable = wanted.filter((id) => {
    const item = state.items.get(id);
    return item && item.userId === userId && item.status === 'progress' && item.type === null;
  });
  if (usable.length !== wanted.length) {
    return { kind: 'error', error: new AppError('notFoundOutdated', { ids: wanted.filter((id) => !usable.includes(id)) }) };
  }
  const consumed = usable.map((id) => {
    const item = state.items.get(id)!;
    return { inventoryItemId: id, itemId: item.itemId, price: item.price };
  });
  const inputTotal = consumed.reduce((a, c) => a + c.price, 0);
  try {
    assertUpgradeable(inputTotal, target);
  } catch (error) {
    return { kind: 'error', error };
  }
  if (!player) return { kind: 'error', error: new AppError('userNotFound') };
  for (const id of usable) state.items.get(id)!.status = 'to_upgrade';
  const amountExp = expForSpend(inputTotal);
  player.experience += amountExp;
  const { seed, nonce } = takeNonces(state.seeds, userId, 1, newSeed);
  const ticket = rollTicket(seed.serverSeed, seed.clientSeed, nonce, UPGRADE_CURSOR);
  const chanceTickets = upgradeChanceTickets(inputTotal, target.price, UPGRADE_RATE_BP);
  const success = upgradeWins(ticket, chanceTickets, input.reversed);
  const coinsPrize = success ? 0 : upgradeLossCoins(inputTotal);
  player.coinBalance += coinsPrize;
  return {
    kind: 'ok',
    userId,
    consumed,
    inputTotal,
    target,
    chanceTickets,
    reversed: input.reversed,
    success,
    amountExp,
    prizeItem: success ? target : null,
    float: null,
    pityCap: success ? 0 : upgradePityCap(inputTotal),
    coinsPrize,
    coinBalance: player.coinBalance,
    seed,
    nonce,
    ticket,
    experienceAfter: player.experience,
  };
}
