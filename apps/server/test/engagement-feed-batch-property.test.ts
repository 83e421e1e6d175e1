import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/index.js';
import { battlePassLevels, battlePassTasks, events, leaderboards } from '../src/platform/db/schema/index.js';
import type { Activity } from '../src/modules/activity/activity-sources.js';
import { applyActivities, type PlayerChanges } from '../src/modules/activity/apply-activity.js';
import type { FeedContext } from '../src/modules/activity/feed-context.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { applyActivity } from './engagement-feed-reference.js';
import { createTestDatabase, longRuns, seededRandom, twinDatabases } from './helpers.js';

// The feed applies a run's activity as one set of statements. The same random activity applied that
// way on one database and one row at a time, a statement per step (engagement-feed-reference.ts), on an
// identical twin must leave the same rows: scores, event progress, tickets, task progress and
// completions, rewards, coins and the ledger.

const PLAYERS = 5;
/** Random rounds: all of them on PostgreSQL, a third on the embedded database (see longRuns). */
const ROUNDS = longRuns ? 12 : 4;
const EVENT_CASES = [101, 102];
const OTHER_CASE = 103;
const DAY = 24 * 3600 * 1000;
const start = new Date('2026-11-01T00:00:00Z');

interface Twin {
  database: Database;
  userIds: number[];
  ctx: FeedContext;
}

/** Two boards (one ends mid-way), an event with cheap levels and tasks of every kind, some with rewards. */
async function makeTwin(): Promise<Twin> {
  const database = await createTestDatabase();
  const db = database.db;
  const userIds: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) userIds.push(await createUser(db, { regType: 'quick', nickname: `p${i}`, avatar: '/a.svg' }));
  const boardRows = await db
    .insert(leaderboards)
    .values([
      { slug: 'weekly', type: 'weekly', title: 'w', description: 'w', image: '/w.svg', startsAt: start, endsAt: new Date(start.getTime() + 7 * DAY) },
      { slug: 'daily', type: 'daily', title: 'd', description: 'd', image: '/d.svg', startsAt: start, endsAt: new Date(start.getTime() + 2 * DAY) },
    ])
    .returning();
  const [event] = await db
    .insert(events)
    .values({
      slug: 'feed-test',
      startsAt: start,
      endsAt: new Date(start.getTime() + 5 * DAY),
      look: {} as never,
      raffleSeed: 'seed',
      raffleSeedHash: 'hash',
      ticketPrice: 700,
    })
    .returning();
  const levelCosts: [number, number][] = [
    [1, 300],
    [2, 900],
    [3, 2000],
    [4, 4000],
  ];
  await db.insert(battlePassLevels).values(levelCosts.map(([level, cost]) => ({ eventId: event!.id, level, cost })));
  const taskRows = await db
    .insert(battlePassTasks)
    .values([
      { eventId: event!.id, level: 1, type: 'open_cases' as const, goal: 3, caseIds: [], description: 'a', rewardCoins: 250 },
      { eventId: event!.id, level: 1, type: 'spend' as const, goal: 2500, caseIds: [], description: 'b', rewardMoney: 500 },
      { eventId: event!.id, level: 2, type: 'open_cases' as const, goal: 2, caseIds: [EVENT_CASES[0]!], description: 'c', rewardCoins: 400, rewardMoney: 100 },
      { eventId: event!.id, level: 2, type: 'upgrade' as const, goal: 2, caseIds: [], description: 'd' },
      { eventId: event!.id, level: 3, type: 'contract' as const, goal: 1, caseIds: [], description: 'e', rewardCoins: 1000 },
      { eventId: event!.id, level: 4, type: 'win_battles' as const, goal: 2, caseIds: [], description: 'f', rewardMoney: 300 },
    ])
    .returning();
  const ctx: FeedContext = {
    leaderboards: boardRows.map((b) => ({ id: b.id, startsAt: b.startsAt, endsAt: b.endsAt })),
    events: [
      {
        id: event!.id,
        startsAt: event!.startsAt,
        endsAt: event!.endsAt,
        ticketPrice: event!.ticketPrice,
        caseIds: new Set(EVENT_CASES),
        levelCosts: new Map(levelCosts),
        tasks: taskRows.map((t) => ({ id: t.id, level: t.level, type: t.type, goal: t.goal, caseIds: t.caseIds, rewardCoins: t.rewardCoins, rewardMoney: t.rewardMoney })),
      },
    ],
  };
  // The first task's coin reward was already paid to the first player (a completion by hand): when the
  // feed completes that task for them, the reward is not paid again and its coins count for nothing.
  await credit(db, {
    userId: userIds[0]!,
    currency: 'coins',
    amount: taskRows[0]!.rewardCoins,
    reason: 'battle_pass_task',
    ref: `task:${taskRows[0]!.id}`,
    idempotencyKey: `bp-task:${taskRows[0]!.id}:${userIds[0]}:coins`,
  });
  return { database, userIds, ctx };
}

let nextKey = 0;

/** Random activity: opens (event cases or not, first of an open or not, with coins), upgrades, contracts, battles, bots, replays. */
function randomActivities(rand: () => number, userIds: number[], count: number, seen: Activity[]): Activity[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const out: Activity[] = [];
  for (let i = 0; i < count; i += 1) {
    if (seen.length > 0 && rand() < 0.08) {
      out.push(pick(seen)); // a replayed row: its coins are not paid again
      continue;
    }
    const kind = pick(['case', 'case', 'case', 'upgrade', 'contract', 'battle'] as const);
    // Some rows fall after the daily board or after the event.
    const at = new Date(start.getTime() + Math.floor(rand() * 6 * DAY));
    const a: Activity = {
      key: `test:${(nextKey += 1)}`,
      userId: pick(userIds),
      isBot: rand() < 0.05,
      at,
      kind,
      spent: rand() < 0.15 ? 0 : Math.floor(rand() * 900),
    };
    if (kind === 'case') {
      a.caseId = pick([...EVENT_CASES, OTHER_CASE]);
      a.firstOfOpen = rand() < 0.7;
      a.coins = a.firstOfOpen && rand() < 0.8 ? 100 * (1 + Math.floor(rand() * 4)) : 0;
    }
    if (kind === 'battle') a.won = rand() < 0.5;
    out.push(a);
    seen.push(a);
  }
  return out;
}

async function apply(twin: Twin, list: Activity[], oneByOne: boolean): Promise<Map<number, PlayerChanges>> {
  const changes = new Map<number, PlayerChanges>();
  await twin.database.db.transaction(async (tx) => {
    if (!oneByOne) return applyActivities(tx, twin.ctx, list, changes);
    for (const a of list) await applyActivity(tx, twin.ctx, a, changes);
  });
  return changes;
}

async function snapshot(twin: Twin): Promise<unknown> {
  const q = async (text: string) => ((await twin.database.db.execute(sql.raw(text))) as unknown as { rows: unknown[] }).rows;
  return {
    users: await q('SELECT id, balance::text, coin_balance::text FROM users ORDER BY id'),
    ledger: await q(`SELECT user_id, currency, delta::text, reason, ref, idempotency_key FROM ledger ORDER BY idempotency_key`),
    scores: await q('SELECT leaderboard_id, user_id, spent::text, last_activity FROM leaderboard_scores ORDER BY 1, 2'),
    eventUsers: await q('SELECT event_id, user_id, coins_earned::text, tickets, ticket_spend::text FROM event_users ORDER BY 1, 2'),
    caseProgress: await q('SELECT event_id, user_id, case_id, opened, coins::text FROM event_case_progress ORDER BY 1, 2, 3'),
    tasks: await q('SELECT task_id, user_id, progress::text, completed_at IS NOT NULL AS done FROM battle_pass_task_progress ORDER BY 1, 2'),
  };
}

/** The last balances a run reports to each player, as the feed pushes them. */
function reported(changes: Map<number, PlayerChanges>) {
  return [...changes].sort(([a], [b]) => a - b);
}

describe('activity feed batches', () => {
  const twins = twinDatabases(makeTwin);

  it('leave the same rows and report the same changes as the rows applied one at a time, a statement per step', async () => {
    const { batched, single } = twins;
    expect(batched.userIds).toEqual(single.userIds);
    const rand = seededRandom(20261124);
    const seen: Activity[] = [];
    let completed = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const list = randomActivities(rand, batched.userIds, 5 + Math.floor(rand() * 40), seen);
      const a = await apply(batched, list, false);
      const b = await apply(single, list, true);
      expect(reported(a), `round ${round}`).toEqual(reported(b));
      const [x, y] = [await snapshot(batched), await snapshot(single)];
      expect(x, `round ${round}`).toEqual(y);
      completed = ((x as { tasks: { done: boolean }[] }).tasks ?? []).filter((t) => t.done).length;
    }
    // The random rows did reach the interesting cases: tasks completed, rewards and tickets paid.
    const final = (await snapshot(batched)) as { ledger: { reason: string }[]; eventUsers: { tickets: number }[] };
    expect(completed).toBeGreaterThan(3);
    expect(final.ledger.some((l) => l.reason === 'battle_pass_task')).toBe(true);
    expect(final.eventUsers.some((e) => e.tickets > 0)).toBe(true);
    const tasks = (await snapshot(batched)) as { tasks: { task_id: number; user_id: number; done: boolean }[] };
    const [first] = batched.ctx.events[0]!.tasks;
    expect(tasks.tasks.some((t) => t.task_id === first!.id && t.user_id === batched.userIds[0] && t.done)).toBe(true);
    expect(await bookMismatches(batched.database.db)).toEqual([]);
    expect(await bookMismatches(single.database.db)).toEqual([]);
  });
});
