import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { creditMany, type BalanceChange } from '../wallet/wallet.js';
import type { Activity } from './activity-sources.js';
import type { FeedContext } from './feed-context.js';

/** What one batch changed for a player, pushed to them after the commit. */
export interface PlayerChanges {
  coinBalance?: number;
  balance?: number;
  progress?: boolean;
}

type Rows<T> = { rows: T[] };
type FeedEvent = FeedContext['events'][number];
type FeedTask = FeedEvent['tasks'][number];
type Credit = BalanceChange & { idempotencyKey: string };

/** What the batch adds to the rows it touches, keyed by the rows' primary keys. */
interface Effects {
  scores: Map<string, { boardId: number; userId: number; spent: number; last: string }>;
  eventUsers: Map<string, { eventId: number; userId: number; coins: number; ticketSpend: number }>;
  caseProgress: Map<string, { eventId: number; userId: number; caseId: number; opened: number; coins: number }>;
  tasks: Map<string, { taskId: number; userId: number; step: number; completed: boolean }>;
  /** Task rewards, in the order the tasks were completed. */
  rewards: Credit[];
  progressed: Set<number>;
}

/** The state the batch starts from: coins earned per event and player, progress per task and player. */
interface Before {
  coinsEarned: Map<string, number>;
  tasks: Map<string, { progress: number; completed: boolean }>;
}

/** The order of a score among equal scores: the moment it was reached, then the row. */
function reachedKey(a: Activity): string {
  return `${a.at.toISOString()}|${a.key}`;
}

const pair = (a: number, b: number) => `${a}:${b}`;

/**
 * Applies a batch of activity, in order, as one: coins, leaderboard scores, event progress, raffle
 * tickets and battle pass tasks. The rules run in memory, activity by activity, from the rows the
 * batch starts from (only the feed writes them, one run at a time under its cursor locks); the
 * effects are then written in a fixed number of statements, whatever the batch's size.
 */
export async function applyActivities(tx: Tx, ctx: FeedContext, activities: readonly Activity[], changes: Map<number, PlayerChanges>): Promise<void> {
  const list = activities.filter((a) => !a.isBot);
  if (list.length === 0) return;
  const mine = (userId: number): PlayerChanges => {
    let c = changes.get(userId);
    if (!c) changes.set(userId, (c = {}));
    return c;
  };

  // Coins first: whether a row's coins are paid (a replayed row pays nothing) decides what they count for.
  const withCoins = list.flatMap((a, i) => (a.coins && a.coins > 0 ? [i] : []));
  const coinCredits: Credit[] = withCoins.map((i) => {
    const a = list[i]!;
    return { userId: a.userId, currency: 'coins', amount: a.coins!, reason: 'case_coins', ref: a.key, idempotencyKey: `coins:${a.key}` };
  });
  /** Coins paid, by position in the list. */
  const paid = new Map<number, number>();
  (await creditMany(tx, coinCredits)).forEach((balance, j) => {
    const c = coinCredits[j]!;
    if (balance === null) return;
    paid.set(withCoins[j]!, c.amount);
    mine(c.userId).coinBalance = balance;
  });

  const events = ctx.events.filter((e) => list.some((a) => inWindow(a, e)));
  const before = await loadBefore(tx, events, list);
  // A task reward whose key is already in the ledger is not paid again, and its coins count for nothing.
  // Such keys (none, unless a task was completed by hand) are asked for once a plan names them.
  const usedRewardKeys = new Set<string>();
  const asked = new Set<string>();
  let effects: Effects;
  for (;;) {
    effects = plan(ctx, list, paid, before, usedRewardKeys);
    const fresh = effects.rewards.map((r) => r.idempotencyKey).filter((k) => !asked.has(k));
    if (fresh.length === 0) break;
    for (const k of fresh) asked.add(k);
    const used = (await tx.execute(sql`SELECT idempotency_key AS key FROM ledger WHERE idempotency_key = ANY(${sql.param(fresh)}::text[])`)) as unknown as Rows<{
      key: string;
    }>;
    if (used.rows.length === 0) break;
    for (const r of used.rows) usedRewardKeys.add(r.key);
  }

  await writeEffects(tx, ctx, effects);
  (await creditMany(tx, effects.rewards)).forEach((balance, i) => {
    const r = effects.rewards[i]!;
    if (balance === null) return;
    if (r.currency === 'coins') mine(r.userId).coinBalance = balance;
    else mine(r.userId).balance = balance;
  });
  for (const userId of effects.progressed) mine(userId).progress = true;
  for (const a of list) mine(a.userId);
}

function inWindow(a: Activity, w: { startsAt: Date; endsAt: Date }): boolean {
  return a.at >= w.startsAt && a.at < w.endsAt;
}

async function loadBefore(tx: Tx, events: FeedEvent[], list: Activity[]): Promise<Before> {
  const before: Before = { coinsEarned: new Map(), tasks: new Map() };
  if (events.length === 0) return before;
  const userIds = [...new Set(list.map((a) => a.userId))];
  const eventIds = events.map((e) => e.id);
  const taskIds = events.flatMap((e) => e.tasks.map((t) => t.id));
  const earned = (await tx.execute(sql`
    SELECT event_id, user_id, coins_earned FROM event_users
    WHERE event_id = ANY(${sql.param(eventIds)}::int[]) AND user_id = ANY(${sql.param(userIds)}::int[])`)) as unknown as Rows<{
    event_id: number;
    user_id: number;
    coins_earned: string;
  }>;
  for (const r of earned.rows) before.coinsEarned.set(pair(r.event_id, r.user_id), Number(r.coins_earned));
  if (taskIds.length > 0) {
    const progress = (await tx.execute(sql`
      SELECT task_id, user_id, progress, completed_at IS NOT NULL AS completed FROM battle_pass_task_progress
      WHERE task_id = ANY(${sql.param(taskIds)}::int[]) AND user_id = ANY(${sql.param(userIds)}::int[])`)) as unknown as Rows<{
      task_id: number;
      user_id: number;
      progress: string;
      completed: boolean;
    }>;
    for (const r of progress.rows) before.tasks.set(pair(r.task_id, r.user_id), { progress: Number(r.progress), completed: r.completed });
  }
  return before;
}

/** The rules, activity by activity in order, over the starting state: what the batch adds. */
function plan(ctx: FeedContext, list: Activity[], paid: Map<number, number>, before: Before, usedRewardKeys: Set<string>): Effects {
  const effects: Effects = { scores: new Map(), eventUsers: new Map(), caseProgress: new Map(), tasks: new Map(), rewards: [], progressed: new Set() };
  const coinsEarned = new Map(before.coinsEarned);
  const taskState = new Map([...before.tasks].map(([k, v]) => [k, { ...v }]));
  const addEventUser = (eventId: number, userId: number, coins: number, ticketSpend: number) => {
    const key = pair(eventId, userId);
    const row = effects.eventUsers.get(key) ?? { eventId, userId, coins: 0, ticketSpend: 0 };
    row.coins += coins;
    row.ticketSpend += ticketSpend;
    effects.eventUsers.set(key, row);
    coinsEarned.set(key, (coinsEarned.get(key) ?? 0) + coins);
  };

  for (const [i, a] of list.entries()) {
    const coins = paid.get(i) ?? 0;
    if (a.spent > 0) {
      for (const board of ctx.leaderboards) {
        if (!inWindow(a, board)) continue;
        const key = pair(board.id, a.userId);
        const row = effects.scores.get(key) ?? { boardId: board.id, userId: a.userId, spent: 0, last: '' };
        row.spent += a.spent;
        row.last = reachedKey(a);
        effects.scores.set(key, row);
      }
    }
    for (const event of ctx.events) {
      if (!inWindow(a, event)) continue;
      const ticketSpend = a.caseId !== undefined && event.caseIds.has(a.caseId) ? a.spent : 0;
      if (coins > 0 || ticketSpend > 0) {
        addEventUser(event.id, a.userId, coins, ticketSpend);
        effects.progressed.add(a.userId);
      }
      if (a.kind === 'case' && a.caseId !== undefined && (a.firstOfOpen || coins > 0)) {
        const key = `${event.id}:${a.userId}:${a.caseId}`;
        const row = effects.caseProgress.get(key) ?? { eventId: event.id, userId: a.userId, caseId: a.caseId, opened: 0, coins: 0 };
        row.opened += a.firstOfOpen ? 1 : 0;
        row.coins += coins;
        effects.caseProgress.set(key, row);
      }
      const openUpTo = openTaskLevel(event, coinsEarned.get(pair(event.id, a.userId)) ?? 0);
      for (const task of event.tasks) {
        const step = task.level <= openUpTo ? taskStep(task, a) : 0;
        if (step <= 0) continue;
        effects.progressed.add(a.userId);
        const key = pair(task.id, a.userId);
        const state = taskState.get(key) ?? { progress: 0, completed: false };
        taskState.set(key, state);
        const row = effects.tasks.get(key) ?? { taskId: task.id, userId: a.userId, step: 0, completed: false };
        effects.tasks.set(key, row);
        state.progress += step;
        row.step += step;
        if (state.completed || state.progress < task.goal) continue;
        // The goal is reached: the task is marked and its reward paid once (the reward's key guards a rerun too).
        state.completed = true;
        row.completed = true;
        const rewardKey = `bp-task:${task.id}:${a.userId}`;
        const reward = { userId: a.userId, reason: 'battle_pass_task', ref: `task:${task.id}` };
        if (task.rewardCoins > 0 && !usedRewardKeys.has(`${rewardKey}:coins`)) {
          effects.rewards.push({ ...reward, currency: 'coins', amount: task.rewardCoins, idempotencyKey: `${rewardKey}:coins` });
          addEventUser(event.id, a.userId, task.rewardCoins, 0);
        }
        if (task.rewardMoney > 0 && !usedRewardKeys.has(`${rewardKey}:money`)) {
          effects.rewards.push({ ...reward, currency: 'money', amount: task.rewardMoney, idempotencyKey: `${rewardKey}:money` });
        }
      }
    }
  }
  return effects;
}

/** Tasks count from the level a player is earning down: level L opens once level L-1 is reached. */
function openTaskLevel(event: FeedEvent, earned: number): number {
  let open = 1;
  while (event.levelCosts.has(open) && earned >= event.levelCosts.get(open)!) open += 1;
  return open;
}

/** How far one row moves a task (0: not at all). */
export function taskStep(task: FeedTask, a: Activity): number {
  switch (task.type) {
    case 'open_cases':
      return a.kind === 'case' && a.firstOfOpen && (task.caseIds.length === 0 || task.caseIds.includes(a.caseId ?? -1)) ? 1 : 0;
    case 'spend':
      return a.spent;
    case 'upgrade':
      return a.kind === 'upgrade' ? 1 : 0;
    case 'contract':
      return a.kind === 'contract' ? 1 : 0;
    case 'win_battles':
      return a.kind === 'battle' && a.won ? 1 : 0;
  }
}

/** Every row the batch touches, in one statement: each table's additions as arrays, added to what is there. */
async function writeEffects(tx: Tx, ctx: FeedContext, effects: Effects): Promise<void> {
  const scores = [...effects.scores.values()];
  const eventUsers = [...effects.eventUsers.values()];
  const caseProgress = [...effects.caseProgress.values()];
  const tasks = [...effects.tasks.values()];
  if (scores.length + eventUsers.length + caseProgress.length + tasks.length === 0) return;
  const ticketPrice = new Map(ctx.events.map((e) => [e.id, e.ticketPrice]));
  const ints = (values: number[]) => sql`${sql.param(values)}::int[]`;
  const bigints = (values: number[]) => sql`${sql.param(values)}::bigint[]`;
  const price = sql`(SELECT e.ticket_price FROM events e WHERE e.id = EXCLUDED.event_id)`;
  // A fresh event row holds the whole ticket spend as tickets plus change; an existing one adds its change
  // first (EXCLUDED holds the new row, so the price is read back from the event).
  await tx.execute(sql`
    WITH scores AS (
      INSERT INTO leaderboard_scores (leaderboard_id, user_id, spent, last_activity)
      SELECT * FROM unnest(${ints(scores.map((s) => s.boardId))}, ${ints(scores.map((s) => s.userId))}, ${bigints(scores.map((s) => s.spent))},
                           ${sql.param(scores.map((s) => s.last))}::text[])
      ON CONFLICT (leaderboard_id, user_id) DO UPDATE SET spent = leaderboard_scores.spent + EXCLUDED.spent, last_activity = EXCLUDED.last_activity
    ), event_rows AS (
      INSERT INTO event_users (event_id, user_id, coins_earned, tickets, ticket_spend)
      SELECT v.event_id, v.user_id, v.coins, v.spend / v.price, v.spend % v.price
      FROM unnest(${ints(eventUsers.map((e) => e.eventId))}, ${ints(eventUsers.map((e) => e.userId))}, ${bigints(eventUsers.map((e) => e.coins))},
                  ${bigints(eventUsers.map((e) => e.ticketSpend))}, ${bigints(eventUsers.map((e) => ticketPrice.get(e.eventId)!))}) AS v(event_id, user_id, coins, spend, price)
      ON CONFLICT (event_id, user_id) DO UPDATE SET
        coins_earned = event_users.coins_earned + EXCLUDED.coins_earned,
        tickets = event_users.tickets + (event_users.ticket_spend + EXCLUDED.tickets::bigint * ${price} + EXCLUDED.ticket_spend) / ${price},
        ticket_spend = (event_users.ticket_spend + EXCLUDED.tickets::bigint * ${price} + EXCLUDED.ticket_spend) % ${price}
    ), case_rows AS (
      INSERT INTO event_case_progress (event_id, user_id, case_id, opened, coins)
      SELECT * FROM unnest(${ints(caseProgress.map((c) => c.eventId))}, ${ints(caseProgress.map((c) => c.userId))}, ${ints(caseProgress.map((c) => c.caseId))},
                           ${ints(caseProgress.map((c) => c.opened))}, ${bigints(caseProgress.map((c) => c.coins))})
      ON CONFLICT (event_id, user_id, case_id) DO UPDATE SET opened = event_case_progress.opened + EXCLUDED.opened, coins = event_case_progress.coins + EXCLUDED.coins
    )
    INSERT INTO battle_pass_task_progress (task_id, user_id, progress, completed_at)
    SELECT v.task_id, v.user_id, v.step, CASE WHEN v.done THEN now() END
    FROM unnest(${ints(tasks.map((t) => t.taskId))}, ${ints(tasks.map((t) => t.userId))}, ${bigints(tasks.map((t) => t.step))},
                ${sql.param(tasks.map((t) => t.completed))}::boolean[]) AS v(task_id, user_id, step, done)
    ON CONFLICT (task_id, user_id) DO UPDATE SET
      progress = battle_pass_task_progress.progress + EXCLUDED.progress,
      completed_at = COALESCE(battle_pass_task_progress.completed_at, EXCLUDED.completed_at)`);
}
