import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import { withdrawals } from '../../platform/db/schema/index.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';
import { failMove, moveFor, moveWithdrawal, providerOf, type WithdrawalDeps, type WithdrawalRow } from './move-withdrawal.js';
import { OPEN_OFFER_STATES, protectionEnd, type WithdrawalStatus } from './trade-provider.js';
import { PROTECTION_CHECK_BATCH, PROTECTION_CHECK_INTERVAL_MS, SYNC_BATCH, SYNC_INTERVAL_MS } from './withdrawal-limits.js';

const WAITING: readonly WithdrawalStatus[] = ['sent', 'confirming', 'escrow'];

/**
 * The recurring job that follows open withdrawals: queued ones whose timer ran out
 * before an offer went out fail with `timeout`; sent offers are checked with the
 * provider and their state applied; offers left open past the timer are cancelled (or, when the player
 * accepted them in the meantime, completed). Where trades can be reversed (CS2), accepted withdrawals are
 * followed until their protection ends (docs/decisions/056-trade-protection.md).
 */
export function syncWithdrawalsJob(deps: WithdrawalDeps): JobHandler {
  const { db, log } = deps;

  async function check(w: WithdrawalRow, now: Date): Promise<void> {
    const provider = providerOf(deps, w.provider);
    if (!provider || !w.offerId) {
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
    if (move.status === 'accepted') move.protectedUntil = protectionEnd(provider, w.protectedUntil, now);
    if (move.status === w.status) {
      // Unchanged: move it to the back of the queue.
      await db.update(withdrawals).set({ updatedAt: now }).where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, w.status)));
      return;
    }
    if (await moveWithdrawal(deps, w.id, [w.status], move, now) && move.status === 'reversed') reported(w);
  }

  /** The operator's record of a reversal: the balance is not credited back, someone decides (the console lists it). */
  function reported(w: WithdrawalRow): void {
    log.warn({ withdrawalId: w.id, userId: w.userId, offerId: w.offerId, bot: w.bot, price: w.price }, 'withdrawal reversed under trade protection');
  }

  /**
   * Accepted CS2 withdrawals whose Trade Protection still runs: a few at a time, each at most every
   * PROTECTION_CHECK_INTERVAL_MS; one whose trade was rolled back moves to `reversed`, its item to TRADE_REVERSED.
   */
  async function followProtected(now: Date): Promise<void> {
    const due = await db
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'accepted'),
          isNotNull(withdrawals.protectedUntil),
          gt(withdrawals.protectedUntil, now),
          lt(withdrawals.updatedAt, new Date(now.getTime() - PROTECTION_CHECK_INTERVAL_MS)),
        ),
      )
      .orderBy(asc(withdrawals.updatedAt))
      .limit(PROTECTION_CHECK_BATCH);
    for (const w of due) {
      try {
        const provider = providerOf(deps, w.provider);
        const state = provider && w.offerId ? await provider.state({ offerId: w.offerId, bot: w.bot }) : 'accepted';
        if (state === 'reversed') {
          if (await moveWithdrawal(deps, w.id, ['accepted'], moveFor('reversed'), now)) reported(w);
          continue;
        }
        await db.update(withdrawals).set({ updatedAt: now }).where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'accepted')));
      } catch (err) {
        log.warn({ err, withdrawalId: w.id }, 'trade protection check failed');
      }
    }
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
      if (deps.provider.tradeProtection || deps.market?.tradeProtection) await followProtected(ctx.now());
      return { rerunAt: new Date(ctx.now().getTime() + SYNC_INTERVAL_MS) };
    },
  };
}
