import { eq, inArray } from 'drizzle-orm';
import { activityCursors } from '../../platform/db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { ACTIVITY_SOURCES, type Activity, type ActivitySource } from './activity-sources.js';
import { applyActivities, type PlayerChanges } from './apply-activity.js';
import { loadFeedContext } from './feed-context.js';
import { safeHorizons, type Horizon } from './safe-horizon.js';
import { accruePartnerShares, type PlayedStake } from '../partners/accrue-shares.js';
import { defaultPartnerProgramme, type PartnerProgramme } from '../partners/programme.js';

export const ACTIVITY_FEED_JOB = 'activity_feed';
/** Rows per source and run. */
export const ACTIVITY_FEED_BATCH = 500;

/**
 * Applies the activity rows written since the last run (docs/decisions/015-leaderboards-and-events.md).
 * Each batch commits its effects together with the cursors, so a row is applied exactly once even when
 * the job is killed or two workers race (the cursor rows are locked). Returns how many rows were applied.
 */
export async function runActivityFeed(
  db: Db,
  realtime: Realtime | null,
  options: { now?: Date; sources?: ActivitySource[]; batch?: number; partners?: PartnerProgramme } = {},
): Promise<number> {
  return (await runActivityFeedRound(db, realtime, options)).applied;
}

/** One feed run; `waiting` says rows were written that wait for transactions still running (a later run applies them). */
export async function runActivityFeedRound(
  db: Db,
  realtime: Realtime | null,
  options: { now?: Date; sources?: ActivitySource[]; batch?: number; partners?: PartnerProgramme } = {},
): Promise<{ applied: number; waiting: boolean }> {
  const sources = options.sources ?? ACTIVITY_SOURCES;
  const batch = options.batch ?? ACTIVITY_FEED_BATCH;
  const changes = new Map<number, PlayerChanges>();
  let waiting = false;
  const applied = await db.transaction(async (tx) => {
    waiting = false;
    const names = sources.map((s) => s.name);
    if (names.length > 0) await tx.insert(activityCursors).values(names.map((source) => ({ source }))).onConflictDoNothing();
    const cursorRows = await tx.select().from(activityCursors).where(inArray(activityCursors.source, names)).orderBy(activityCursors.source).for('update');
    const cursor = new Map(cursorRows.map((r) => [r.source, r]));
    const horizons = await safeHorizons(
      tx,
      sources.map((s) => ({ table: s.table, ...cursor.get(s.name)! })),
    );
    const activities: Activity[] = [];
    const moved: { source: string; lastId: number; horizon: Horizon }[] = [];
    for (const [i, source] of sources.entries()) {
      const at = cursor.get(source.name)!;
      const horizon = horizons[i]!;
      if (horizon.boundId !== null) waiting = true;
      const list = await source.load(tx, at.lastId, horizon.safeId, batch);
      for (const { activity } of list) activities.push(activity);
      const lastId = list.length > 0 ? list[list.length - 1]!.id : at.lastId;
      // A horizon that moved has a new safe id or a new (or no) bound, whose waiters are a new array.
      if (lastId !== at.lastId || horizon.safeId !== at.safeId || horizon.boundId !== at.boundId || horizon.boundWait !== at.boundWait) {
        moved.push({ source: source.name, lastId, horizon });
      }
    }
    // The boards and events are read only when there is play to count toward them.
    if (activities.some((a) => !a.isBot)) {
      const now = options.now ?? new Date();
      await applyActivities(tx, await loadFeedContext(tx, now), activities, changes);
      await accruePartnerShares(tx, playedStakes(activities), options.partners ?? defaultPartnerProgramme(), now);
    }
    for (const m of moved) {
      await tx.update(activityCursors).set({ lastId: m.lastId, ...m.horizon, updatedAt: new Date() }).where(eq(activityCursors.source, m.source));
    }
    return activities.length;
  });
  if (realtime) await publishChanges(realtime, changes);
  return { applied, waiting };
}

/** The money staked by real players, as the referral programme and rakeback accrue on it (docs/decisions/061-partners.md). */
function playedStakes(activities: readonly Activity[]): PlayedStake[] {
  return activities
    .filter((a) => !a.isBot && a.spent > 0)
    .map((a) => ({ key: a.key, userId: a.userId, at: a.at, kind: a.kind, stake: a.spent, caseId: a.caseId, battleId: a.battleId, returnBp: a.returnBp }));
}

async function publishChanges(realtime: Realtime, changes: Map<number, PlayerChanges>): Promise<void> {
  await Promise.all(
    // The new balances reach the player through the wallet's balance event.
    [...changes].map(async ([userId, c]) => {
      if (c.progress || c.coinBalance !== undefined) await realtime.publishToUser(userId, { event: 'challenge_progress' });
    }),
  );
}

/** Runs batches until the rows written so far are applied (before a period closes). */
export async function drainActivityFeed(db: Db, realtime: Realtime | null, now?: Date, partners?: PartnerProgramme): Promise<void> {
  for (let i = 0; i < 1000; i += 1) {
    if ((await runActivityFeed(db, realtime, { ...(now ? { now } : {}), ...(partners ? { partners } : {}) })) < ACTIVITY_FEED_BATCH) return;
  }
}
