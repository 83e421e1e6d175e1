import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { withdrawals } from '../../platform/db/schema/index.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';
import { failMove, moveFor, moveWithdrawal, type WithdrawalDeps, type WithdrawalRow } from './move-withdrawal.js';
import { OPEN_OFFER_STATES, type WithdrawalStatus } from './trade-provider.js';
import { SYNC_BATCH, SYNC_INTERVAL_MS } from './withdrawal-limits.js';

const WAITING: readonly WithdrawalStatus[] = ['sent', 'confirming', 'escrow'];

/**
 * The recurring job that follows open withdrawals: queued ones whose timer ran out
 * before an offer went out fail with `timeout`; sent offers are checked with the
 * provider and their state applied; offers left open past the timer are cancelled (or, when the player
 * accepted them in the meantime, completed).
 */
export function syncWithdrawalsJob(deps: WithdrawalDeps): JobHandler {
  const { db, provider, log } = deps;

  async function check(w: WithdrawalRow, now: Date): Promise<void> {
    if (w.provider !== provider.kind || !w.offerId) {
      // Sent by a provider this server no longer runs (e.g. the sandbox before bots were configured).
      await moveWithdrawal(deps, w.id, [w.status], failMove('cantSend'), now);
      return;
    }
    const handle = { offerId: w.offerId, bot: w.bot };
    let state = await provider.state(handle);
    if (OPEN_OFFER_STATES.includes(state) && now > w.deadlineAt) {
      // Only a confirmed cancel fails the withdrawal: an offer accepted meanwhile completes it.
      state = await provider.cancel(handle);
      if (state === 'canceled') {
        await moveWithdrawal(deps, w.id, [w.status], failMove('expired'), now);
        return;
      }
    }
    const move = moveFor(state);
    if (move.status === w.status) {
      // Unchanged: move it to the back of the queue.
      await db.update(withdrawals).set({ updatedAt: now }).where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, w.status)));
      return;
    }
    await moveWithdrawal(deps, w.id, [w.status], move, now);
  }

  return {
    async run(ctx) {
      const now = ctx.now();
      const late = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.status, 'queued'), lt(withdrawals.deadlineAt, now)))
        .limit(SYNC_BATCH);
      for (const w of late) await moveWithdrawal(deps, w.id, ['queued'], failMove('timeout'), now);

      const waiting = await db
        .select()
        .from(withdrawals)
        .where(inArray(withdrawals.status, [...WAITING]))
        .orderBy(asc(withdrawals.updatedAt))
        .limit(SYNC_BATCH);
      for (const w of waiting) {
        try {
          await check(w, ctx.now());
        } catch (err) {
          log.warn({ err, withdrawalId: w.id }, 'offer check failed');
        }
      }
      return { rerunAt: new Date(ctx.now().getTime() + SYNC_INTERVAL_MS) };
    },
  };
}
