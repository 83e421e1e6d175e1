import { levelForExp, toWire, upgradeChance, upgradeWinRange, UPGRADE_RATE_BP, type Game, type UpgradeResponse } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { rawTransaction } from '../../platform/db/raw.js';
import type { BatchOutcome, LockMode } from '../../platform/db/request-batcher.js';
import { freshSeed } from '../fairness/seed-state.js';
import type { ItemRow } from '../items/consume-items.js';
import { recordBalances } from '../wallet/balance-events.js';
import { presentPrize, presentUniqueItem, type PrizeSource } from './present-item.js';
import { rollItemFloat } from '../items/item-float.js';
import { planUpgrades, UPGRADE_CURSOR, type PlannedUpgrade, type UpgradeRequest } from './upgrade-items-plan.js';
import { readPityItems, readUpgradeState, writeUpgrades } from './upgrade-items-sql.js';

/** How long a batch waits for a player's seed pair (a rotation holds it briefly) before it runs one by one. */
const SEED_LOCK_WAIT_MS = 3000;

/**
 * Runs upgrades in one transaction (docs/decisions/021, 030-one-rule-engine.md): lock and read,
 * apply the rules one by one in arrival order (upgrade-items-plan.ts, the only place they live),
 * look up the pity items of the lost ones (only when one was lost), write everything and commit.
 * With `skip` a player whose rows another transaction holds is deferred and a seed pair is waited
 * for at most SEED_LOCK_WAIT_MS; with `wait` (a batch of one, the single path) the upgrade waits
 * for every row. Throws only when the transaction did not commit, or a CommitUnknownError when
 * that is not known.
 */
export async function runUpgradeBatch(db: Db, game: Game, requests: UpgradeRequest[], mode: LockMode = 'skip'): Promise<BatchOutcome<UpgradeResponse>[]> {
  const ids = {
    users: [...new Set(requests.map((r) => r.userId))],
    items: [...new Set(requests.flatMap((r) => r.input.items))],
    targets: [...new Set(requests.map((r) => r.target.id))],
  };
  return rawTransaction(db, async (tx) => {
    const state = await readUpgradeState(tx, ids, mode, SEED_LOCK_WAIT_MS);
    const plans = planUpgrades(requests, state, mode, freshSeed);
    const done = plans.filter((p): p is PlannedUpgrade => p.kind === 'ok');
    const caps = [...new Set(done.filter((p) => !p.success && p.pityCap > 0).map((p) => p.pityCap))];
    if (caps.length > 0) {
      const pity = await readPityItems(tx, game, caps);
      for (const p of done) if (!p.success) p.prizeItem = pity.get(p.pityCap) ?? null;
    }
    for (const p of done) p.float = p.prizeItem ? rollItemFloat(p.seed, p.nonce, UPGRADE_CURSOR, p.prizeItem) : null;
    const stored = done.length > 0 ? await writeUpgrades(tx, done) : [];
    recordBalances(done.filter((p) => p.coinsPrize > 0).map((p) => ({ userId: p.userId, coins: p.coinBalance })));
    let next = 0;
    return plans.map((p): BatchOutcome<UpgradeResponse> => {
      if (p.kind === 'deferred') return { kind: 'single' };
      if (p.kind === 'error') return p;
      const { upgradeId, prizeInventoryItemId } = stored[next++]!;
      return { kind: 'ok', value: presentUpgrade({ ...p, upgradeId, prizeInventoryItemId, experience: p.experienceAfter }) };
    });
  });
}

/** What an upgrade decided, for its answer. */
interface UpgradeDone {
  upgradeId: number;
  success: boolean;
  prizeItem: PrizeSource | null;
  prizeInventoryItemId: number | null;
  float: number | null;
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

function presentUpgrade(u: UpgradeDone): UpgradeResponse {
  const prize = u.prizeItem && u.prizeInventoryItemId !== null ? presentPrize(u.prizeItem, u.prizeInventoryItemId, u.float) : null;
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
