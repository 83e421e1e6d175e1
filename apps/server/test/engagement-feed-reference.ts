import { sql } from 'drizzle-orm';
import type { Tx } from '../src/platform/db/index.js';
import type { Activity } from '../src/modules/activity/activity-sources.js';
import { taskStep, type PlayerChanges } from '../src/modules/activity/apply-activity.js';
import type { FeedContext } from '../src/modules/activity/feed-context.js';
import { credit } from '../src/modules/wallet/wallet.js';

/** The order of a score among equal scores: the moment it was reached, then the row. */
function reachedKey(a: Activity): string {
  return `${a.at.toISOString()}|${a.key}`;
}

/**
 * The feed's rules one row at a time, each step its own statement: the model the batched feed
 * (modules/activity/apply-activity.ts) is compared with.
 */
export async function applyActivity(tx: Tx, ctx: FeedContext, a: Activity, changes: Map<number, PlayerChanges>): Promise<void> {
  if (a.isBot) return;
  const mine = changes.get(a.userId) ?? {};
  changes.set(a.userId, mine);

  // Coins count toward event progress only when actually paid: a replayed row pays (and counts) nothing.
  let paidCoins = 0;
  if (a.coins && a.coins > 0) {
    const balance = await credit(tx, { userId: a.userId, currency: 'coins', amount: a.coins, reason: 'case_coins', ref: a.key, idempotencyKey: `coins:${a.key}` });
    if (balance !== null) {
      mine.coinBalance = balance;
      paidCoins = a.coins;
    }
  }

  if (a.spent > 0) {
    for (const board of ctx.leaderboards) {
      if (a.at < board.startsAt || a.at >= board.endsAt) continue;
      await tx.execute(sql`
        INSERT INTO leaderboard_scores (leaderboard_id, user_id, spent, last_activity) VALUES (${board.id}, ${a.userId}, ${a.spent}, ${reachedKey(a)})
        ON CONFLICT (leaderboard_id, user_id) DO UPDATE SET spent = leaderboard_scores.spent + EXCLUDED.spent, last_activity = EXCLUDED.last_activity`);
    }
  }

  for (const event of ctx.events) {
    if (a.at < event.startsAt || a.at >= event.endsAt) continue;
    const eventCase = a.caseId !== undefined && event.caseIds.has(a.caseId);
    const coins = paidCoins;
    const ticketSpend = eventCase ? a.spent : 0;
    if (coins > 0 || ticketSpend > 0) {
      await tx.execute(sql`
        INSERT INTO event_users (event_id, user_id, coins_earned, tickets, ticket_spend)
        VALUES (${event.id}, ${a.userId}, ${coins}, ${Math.floor(ticketSpend / event.ticketPrice)}, ${ticketSpend % event.ticketPrice})
        ON CONFLICT (event_id, user_id) DO UPDATE SET
          coins_earned = event_users.coins_earned + EXCLUDED.coins_earned,
          tickets = event_users.tickets + (event_users.ticket_spend + ${ticketSpend}) / ${event.ticketPrice},
          ticket_spend = (event_users.ticket_spend + ${ticketSpend}) % ${event.ticketPrice}`);
      mine.progress = true;
    }
    if (a.kind === 'case' && a.caseId !== undefined && (a.firstOfOpen || coins > 0)) {
      await tx.execute(sql`
        INSERT INTO event_case_progress (event_id, user_id, case_id, opened, coins) VALUES (${event.id}, ${a.userId}, ${a.caseId}, ${a.firstOfOpen ? 1 : 0}, ${coins})
        ON CONFLICT (event_id, user_id, case_id) DO UPDATE SET opened = event_case_progress.opened + EXCLUDED.opened, coins = event_case_progress.coins + EXCLUDED.coins`);
    }
    const openUpTo = await openTaskLevel(tx, event, a.userId);
    for (const task of event.tasks) {
      const step = task.level <= openUpTo ? taskStep(task, a) : 0;
      if (step <= 0) continue;
      mine.progress = true;
      const [row] = (
        (await tx.execute(sql`
          INSERT INTO battle_pass_task_progress (task_id, user_id, progress) VALUES (${task.id}, ${a.userId}, ${step})
          ON CONFLICT (task_id, user_id) DO UPDATE SET progress = battle_pass_task_progress.progress + EXCLUDED.progress
          RETURNING progress, completed_at`)) as unknown as { rows: { progress: string; completed_at: unknown }[] }
      ).rows;
      if (!row || row.completed_at !== null || Number(row.progress) < task.goal) continue;
      await completeTask(tx, event.id, task, a.userId, mine);
    }
  }
}

type FeedTask = FeedContext['events'][number]['tasks'][number];

/** Tasks count from the level a player is earning down: level L opens once level L-1 is reached. */
async function openTaskLevel(tx: Tx, event: FeedContext['events'][number], userId: number): Promise<number> {
  const [row] = ((await tx.execute(sql`SELECT coins_earned FROM event_users WHERE event_id = ${event.id} AND user_id = ${userId}`)) as unknown as {
    rows: { coins_earned: string }[];
  }).rows;
  const earned = Number(row?.coins_earned ?? 0);
  let open = 1;
  while (event.levelCosts.has(open) && earned >= event.levelCosts.get(open)!) open += 1;
  return open;
}


/** A task reached its goal: mark it and pay its reward once (the reward's key guards a rerun too). */
async function completeTask(tx: Tx, eventId: number, task: FeedTask, userId: number, mine: PlayerChanges): Promise<void> {
  await tx.execute(sql`UPDATE battle_pass_task_progress SET completed_at = now() WHERE task_id = ${task.id} AND user_id = ${userId}`);
  const key = `bp-task:${task.id}:${userId}`;
  if (task.rewardCoins > 0) {
    const balance = await credit(tx, { userId, currency: 'coins', amount: task.rewardCoins, reason: 'battle_pass_task', ref: `task:${task.id}`, idempotencyKey: `${key}:coins` });
    if (balance !== null) {
      mine.coinBalance = balance;
      await tx.execute(sql`
        INSERT INTO event_users (event_id, user_id, coins_earned) VALUES (${eventId}, ${userId}, ${task.rewardCoins})
        ON CONFLICT (event_id, user_id) DO UPDATE SET coins_earned = event_users.coins_earned + EXCLUDED.coins_earned`);
    }
  }
  if (task.rewardMoney > 0) {
    const balance = await credit(tx, { userId, currency: 'money', amount: task.rewardMoney, reason: 'battle_pass_task', ref: `task:${task.id}`, idempotencyKey: `${key}:money` });
    if (balance !== null) mine.balance = balance;
  }
}
