import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { battlePassTaskProgress, eventCaseProgress, events, eventUsers, leaderboardScores, ledger } from '../../platform/db/schema/index.js';
import { bare, columnList, excluded } from '../../platform/db/sql-names.js';
import { creditMany, type BalanceChange } from '../wallet/wallet.js';
import type { Activity } from './activity-sources.js';
import type { FeedContext } from './feed-context.js';

/** What one batch changed for a player, pushed to them after the commit. */
export interface PlayerChanges {
  coinBalance?: number;
  balance?: number;
  progress?: boolean;
}

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
    const used = await tx.select({ key: ledger.idempotencyKey }).from(ledger).where(inArray(ledger.idempotencyKey, fresh));
    if (used.length === 0) break;
    for (const r of used) usedRewardKeys.add(r.key!);
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
  const earned = await tx
    .select({ eventId: eventUsers.eventId, userId: eventUsers.userId, coinsEarned: eventUsers.coinsEarned })
    .from(eventUsers)
    .where(and(inArray(eventUsers.eventId, eventIds), inArray(eventUsers.userId, userIds)));
  for (const r of earned) before.coinsEarned.set(pair(r.eventId, r.userId), r.coinsEarned);
  if (taskIds.length > 0) {
    const t = battlePassTaskProgress;
    const progress = await tx
      .select({ taskId: t.taskId, userId: t.userId, progress: t.progress, completed: sql<boolean>`${t.completedAt} IS NOT NULL` })
      .from(t)
      .where(and(inArray(t.taskId, taskIds), inArray(t.userId, userIds)));
    for (const r of progress) before.tasks.set(pair(r.taskId, r.userId), { progress: r.progress, completed: r.completed });
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
  const eventRows = [...effects.eventUsers.values()];
  const caseProgress = [...effects.caseProgress.values()];
  const tasks = [...effects.tasks.values()];
  if (scores.length + eventRows.length + caseProgress.length + tasks.length === 0) return;
  const ticketPrice = new Map(ctx.events.map((e) => [e.id, e.ticketPrice]));
  const ints = (values: number[]) => sql`${sql.param(values)}::int[]`;
  const bigints = (values: number[]) => sql`${sql.param(values)}::bigint[]`;
  const ls = leaderboardScores;
  const eu = eventUsers;
  const ecp = eventCaseProgress;
  const tp = battlePassTaskProgress;
  const price = sql`(SELECT ${events.ticketPrice} FROM ${events} WHERE ${events.id} = ${excluded(eu.eventId)})`;
  /** The event row's spend carried over: its change plus the proposed row's tickets and change, in kopecks. */
  const spend = sql`(${eu.ticketSpend} + ${excluded(eu.tickets)}::bigint * ${price} + ${excluded(eu.ticketSpend)})`;
  // A fresh event row holds the whole ticket spend as tickets plus change; an existing one adds its change
  // first (EXCLUDED holds the new row, so the price is read back from the event).
  await tx.execute(sql`
    WITH scores AS (
      INSERT INTO ${ls} (${columnList(ls.leaderboardId, ls.userId, ls.spent, ls.lastActivity)})
      SELECT * FROM unnest(${ints(scores.map((s) => s.boardId))}, ${ints(scores.map((s) => s.userId))}, ${bigints(scores.map((s) => s.spent))},
                           ${sql.param(scores.map((s) => s.last))}::text[])
      ON CONFLICT (${columnList(ls.leaderboardId, ls.userId)}) DO UPDATE SET
        ${bare(ls.spent)} = ${ls.spent} + ${excluded(ls.spent)}, ${bare(ls.lastActivity)} = ${excluded(ls.lastActivity)}
    ), event_rows AS (
      INSERT INTO ${eu} (${columnList(eu.eventId, eu.userId, eu.coinsEarned, eu.tickets, eu.ticketSpend)})
      SELECT v.event_id, v.user_id, v.coins, v.spend / v.price, v.spend % v.price
      FROM unnest(${ints(eventRows.map((e) => e.eventId))}, ${ints(eventRows.map((e) => e.userId))}, ${bigints(eventRows.map((e) => e.coins))},
                  ${bigints(eventRows.map((e) => e.ticketSpend))}, ${bigints(eventRows.map((e) => ticketPrice.get(e.eventId)!))}) AS v(event_id, user_id, coins, spend, price)
      ON CONFLICT (${columnList(eu.eventId, eu.userId)}) DO UPDATE SET
        ${bare(eu.coinsEarned)} = ${eu.coinsEarned} + ${excluded(eu.coinsEarned)},
        ${bare(eu.tickets)} = ${eu.tickets} + ${spend} / ${price},
        ${bare(eu.ticketSpend)} = ${spend} % ${price}
    ), case_rows AS (
      INSERT INTO ${ecp} (${columnList(ecp.eventId, ecp.userId, ecp.caseId, ecp.opened, ecp.coins)})
      SELECT * FROM unnest(${ints(caseProgress.map((c) => c.eventId))}, ${ints(caseProgress.map((c) => c.userId))}, ${ints(caseProgress.map((c) => c.caseId))},
                           ${ints(caseProgress.map((c) => c.opened))}, ${bigints(caseProgress.map((c) => c.coins))})
      ON CONFLICT (${columnList(ecp.eventId, ecp.userId, ecp.caseId)}) DO UPDATE SET
        ${bare(ecp.opened)} = ${ecp.opened} + ${excluded(ecp.opened)}, ${bare(ecp.coins)} = ${ecp.coins} + ${excluded(ecp.coins)}
    )
    INSERT INTO ${tp} (${columnList(tp.taskId, tp.userId, tp.progress, tp.completedAt)})
    SELECT v.task_id, v.user_id, v.step, CASE WHEN v.done THEN now() END
    FROM unnest(${ints(tasks.map((t) => t.taskId))}, ${ints(tasks.map((t) => t.userId))}, ${bigints(tasks.map((t) => t.step))},
                ${sql.param(tasks.map((t) => t.completed))}::boolean[]) AS v(task_id, user_id, step, done)
    ON CONFLICT (${columnList(tp.taskId, tp.userId)}) DO UPDATE SET
      ${bare(tp.progress)} = ${tp.progress} + ${excluded(tp.progress)},
      ${bare(tp.completedAt)} = COALESCE(${tp.completedAt}, ${excluded(tp.completedAt)})`);
}
