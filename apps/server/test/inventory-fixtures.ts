import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/index.js';
import { inventoryItems, items, itemTypes, packContents, users } from '../src/platform/db/schema/index.js';
import { createJobRunner, type JobLogger, type JobRunner } from '../src/platform/jobs/job-runner.js';
import { ensureRecurringJob } from '../src/platform/jobs/job-store.js';
import type { WithdrawalDeps } from '../src/modules/withdrawals/move-withdrawal.js';
import { sendOfferJob } from '../src/modules/withdrawals/send-offer.js';
import { syncWithdrawalsJob } from '../src/modules/withdrawals/sync-withdrawals.js';
import type { TradeProvider } from '../src/modules/withdrawals/trade-provider.js';
import { SEND_JOB, SYNC_JOB } from '../src/modules/withdrawals/withdrawal-limits.js';
import type { Realtime, RealtimeMessage } from '../src/platform/realtime/hub.js';

export const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';

/** Puts catalog items straight into a player's inventory (status progress unless told). */
export async function giveItems(db: Db, userId: number, itemIds: number[], status = 'progress'): Promise<number[]> {
  const catalog = await db.select({ id: items.id, price: items.price }).from(items);
  const rows = await db
    .insert(inventoryItems)
    .values(itemIds.map((itemId) => ({ userId, itemId, price: catalog.find((c) => c.id === itemId)!.price, status, source: 'Case' as const })))
    .returning({ id: inventoryItems.id });
  return rows.map((r) => r.id);
}

export async function setSteamData(db: Db, userId: number, data: { tradeUrl?: string | null; steamLogin?: string | null; steamId?: string | null }) {
  await db.update(users).set(data).where(eq(users.id, userId));
}

/** A pack (type 2) holding the given catalog items, and a special item (type 3), added to the catalog. */
export async function addPackAndSpecial(db: Db, contents: number[]): Promise<{ packId: number; specialId: number }> {
  const catalog = await db.select({ id: items.id, price: items.price }).from(items);
  const price = contents.reduce((sum, id) => sum + catalog.find((i) => i.id === id)!.price, 0);
  const [pack] = await db
    .insert(items)
    .values({ game: 'dota', slug: 'test-pack', name: 'Test Treasure', hero: 'Treasure', slot: 'set', rarity: 'mythical', price, image: '/static/items/test-pack.svg' })
    .returning({ id: items.id });
  const [special] = await db
    .insert(items)
    .values({ game: 'dota', slug: 'test-special', name: 'Special Thing', hero: 'Axe', slot: 'misc', rarity: 'rare', price: 300, image: '/static/items/test-special.svg' })
    .returning({ id: items.id });
  await db.insert(itemTypes).values([
    { itemId: pack!.id, type: 2 },
    { itemId: special!.id, type: 3 },
  ]);
  await db.insert(packContents).values(contents.map((itemId, position) => ({ packItemId: pack!.id, position, itemId })));
  return { packId: pack!.id, specialId: special!.id };
}

/** Real time plus an offset the test moves forward (jobs are due by the database's clock too). */
export function testClock() {
  let offset = 1000;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
    reset() {
      offset = 1000;
    },
  };
}

export const silentLog: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A Realtime that records what the jobs publish. */
export function recordingRealtime(): Realtime & { sent: { userId: number; message: RealtimeMessage }[] } {
  const sent: { userId: number; message: RealtimeMessage }[] = [];
  return {
    sent,
    publish: async () => undefined,
    publishToUser: async (userId, message) => {
      sent.push({ userId, message });
    },
    endSessions: async () => undefined,
    close: async () => undefined,
  };
}

export interface Workers {
  /** The runner of the send jobs. */
  send: JobRunner;
  /** Runs send jobs until none is due. */
  sendAll(): Promise<void>;
  /** Runs the sync job once (queued and due). */
  sync(): Promise<void>;
  realtime: ReturnType<typeof recordingRealtime>;
}

/** Withdrawal workers over a provider, each a separate runner so a test decides what runs when. */
export function withdrawalWorkers(
  db: Db,
  provider: TradeProvider,
  clock: () => Date,
  workerId = 'worker-a',
  sendTimeoutMs?: number,
  more: Pick<WithdrawalDeps, 'market' | 'game'> = {},
): Workers {
  const realtime = recordingRealtime();
  const deps: WithdrawalDeps = { db, provider, ...more, realtime, log: silentLog, ...(sendTimeoutMs ? { sendTimeoutMs } : {}) };
  const send = createJobRunner({ db, log: silentLog, clock, workerId, handlers: { [SEND_JOB]: sendOfferJob(deps) } });
  const syncRunner = createJobRunner({ db, log: silentLog, clock, workerId: `${workerId}-sync`, handlers: { [SYNC_JOB]: syncWithdrawalsJob(deps) } });
  return {
    send,
    async sendAll() {
      while ((await send.runOnce()) > 0);
    },
    realtime,
    async sync() {
      await ensureRecurringJob(db, SYNC_JOB, clock());
      // Due now, whatever the last run scheduled.
      await db.execute(sql`UPDATE jobs SET run_at = ${clock().toISOString()}::timestamptz WHERE type = ${SYNC_JOB} AND status = 'queued'`);
      await syncRunner.runOnce();
    },
  };
}
