import {
  expForSpend,
  rollTicket,
  upgradeChanceTickets,
  upgradeLossCoins,
  upgradePityCap,
  upgradeWins,
  UPGRADE_RATE_BP,
  type Game,
  type UpgradeResponse,
} from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import type { BatchOutcome } from '../../platform/db/request-batcher.js';
import { scriptTransaction } from '../../platform/db/script-tx.js';
import { AppError } from '../../core/app-error.js';
import { freshSeed } from '../fairness/seed-state.js';
import { readPityItems, readUpgradeBatch, writeUpgradeBatch, type PlannedUpgrade, type UpgradeRead } from './upgrade-items-batch-sql.js';
import { assertUpgradeable, presentUpgrade, UPGRADE_CURSOR, type UpgradeRequest } from './upgrade-items.js';
import { recordBalances } from '../wallet/balance-events.js';

/** How long a batch waits for a player's seed pair (a rotation holds it briefly) before it runs one by one. */
const SEED_LOCK_WAIT_MS = 3000;

/**
 * Runs a batch of prepared upgrades in one transaction (docs/decisions/021): read and lock, apply
 * the rules of upgradeItemsChecked one request after the other in arrival order, look up the pity
 * items of the lost ones (a third round trip, only when one was lost), write and commit.
 * Throws only when the transaction did not commit, or a CommitUnknownError when that is not known.
 */
export async function runUpgradeBatch(db: Db, game: Game, requests: UpgradeRequest[]): Promise<BatchOutcome<UpgradeResponse>[]> {
  const ids = {
    users: [...new Set(requests.map((r) => r.userId))],
    items: [...new Set(requests.flatMap((r) => r.input.items))],
  };
  return scriptTransaction(db, async (tx) => {
    const state = await readUpgradeBatch(tx, ids, SEED_LOCK_WAIT_MS);
    const plans = requests.map((r) => planUpgrade(r, state));
    const done = plans.filter((p): p is PlannedUpgrade => 'ticket' in p);
    const caps = [...new Set(done.filter((p) => !p.success && p.pityCap > 0).map((p) => p.pityCap))];
    if (caps.length > 0) {
      const pity = await readPityItems(tx, game, caps);
      for (const p of done) if (!p.success) p.prizeItem = pity.get(p.pityCap) ?? null;
    }
    const stored = done.length > 0 ? await writeUpgradeBatch(tx, done) : (await tx.run('SELECT 1', { commit: true }), []);
    recordBalances(done.filter((p) => p.coinsPrize > 0).map((p) => ({ userId: p.userId, coins: p.coinBalance })));
    let next = 0;
    return plans.map((p): BatchOutcome<UpgradeResponse> => {
      if (!('ticket' in p)) return p;
      const { upgradeId, prizeInventoryItemId } = stored[next++]!;
      return {
        kind: 'ok',
        value: presentUpgrade({ ...p, upgradeId, prizeInventoryItemId, experience: p.experienceAfter }),
      };
    });
  });
}

/** One upgrade against the running state (which it updates); an upgrade that fails changes nothing. */
function planUpgrade(request: UpgradeRequest, state: UpgradeRead): PlannedUpgrade | { kind: 'single' } | { kind: 'error'; error: unknown } {
  const { userId, target, input } = request;
  const player = state.players.get(userId);
  if (!player || state.held.has(userId)) return { kind: 'single' };
  const wanted = [...new Set(input.items)].sort((a, b) => a - b);
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
  for (const id of usable) state.items.get(id)!.status = 'to_upgrade';
  const amountExp = expForSpend(inputTotal);
  player.experience += amountExp;
  let seed = state.seeds.get(userId);
  if (!seed) {
    seed = freshSeed();
    state.seeds.set(userId, seed);
  }
  const nonce = seed.nonce;
  seed.nonce += 1;
  const ticket = rollTicket(seed.serverSeed, seed.clientSeed, nonce, UPGRADE_CURSOR);
  const chanceTickets = upgradeChanceTickets(inputTotal, target.price, UPGRADE_RATE_BP);
  const success = upgradeWins(ticket, chanceTickets, input.reversed);
  const coinsPrize = success ? 0 : upgradeLossCoins(inputTotal);
  player.coinBalance += coinsPrize;
  return {
    userId,
    consumed,
    inputTotal,
    target,
    chanceTickets,
    reversed: input.reversed,
    success,
    amountExp,
    prizeItem: success ? target : null,
    pityCap: success ? 0 : upgradePityCap(inputTotal),
    coinsPrize,
    coinBalance: player.coinBalance,
    seed,
    nonce,
    ticket,
    experienceAfter: player.experience,
  };
}
