import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { users, withdrawals } from '../../db/schema/index.js';
import type { JobContext, JobHandler } from '../../jobs/job-runner.js';
import { failMove, moveFor, moveWithdrawal, type WithdrawalDeps, type WithdrawalRow } from './move-withdrawal.js';
import { OfferRejected, offerRef, type OfferRequest, type SentOffer } from './trade-provider.js';
import { SEND_TIMEOUT_MS, WITHDRAWAL_TIMER_MS } from './withdrawal-limits.js';

/**
 * The job that sends one withdrawal's offer, at most once. Before calling the
 * provider the withdrawal is marked `sending` (committed); a retry that finds it
 * `sending` — its worker died mid-send — asks the provider for the offer by its
 * reference and records that one instead of sending again.
 */
export function sendOfferJob(deps: WithdrawalDeps): JobHandler {
  const { db, provider } = deps;

  async function load(id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row;
  }

  async function record(w: WithdrawalRow, offer: SentOffer, now: Date): Promise<void> {
    const deadlineAt = new Date(now.getTime() + WITHDRAWAL_TIMER_MS);
    await moveWithdrawal(deps, w.id, ['sending'], { ...moveFor(offer.state), offer, deadlineAt }, now);
  }

  async function request(w: WithdrawalRow): Promise<OfferRequest> {
    const [user] = await db.select({ steamId: users.steamId }).from(users).where(eq(users.id, w.userId));
    const reserved = await db
      .select({ assetId: withdrawals.assetId })
      .from(withdrawals)
      .where(and(eq(withdrawals.provider, w.provider), isNotNull(withdrawals.assetId), notInArray(withdrawals.status, ['accepted', 'failed'])));
    return {
      ref: offerRef(w.id),
      method: w.method,
      partner: w.partner,
      partnerSteamId: user?.steamId ?? null,
      itemId: w.itemId,
      itemName: w.name,
      reservedAssets: reserved.map((r) => r.assetId!),
    };
  }

  async function run(ctx: JobContext): Promise<void> {
    const withdrawalId = Number(ctx.job.payload.withdrawalId);
    let w = await load(withdrawalId);
    if (!w || (w.status !== 'queued' && w.status !== 'sending')) return;
    if (w.provider !== provider.kind) {
      await moveWithdrawal(deps, w.id, ['queued', 'sending'], failMove('cantSend'), ctx.now());
      return;
    }
    if (w.status === 'sending') {
      const earlier = await provider.find(offerRef(w.id));
      if (earlier) {
        await record(w, earlier, ctx.now());
        return;
      }
    }
    if (ctx.now() > w.deadlineAt) {
      await moveWithdrawal(deps, w.id, ['queued', 'sending'], failMove('timeout'), ctx.now());
      return;
    }
    if (w.status === 'queued') {
      const [claimed] = await db
        .update(withdrawals)
        .set({ status: 'sending', updatedAt: ctx.now() })
        .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'queued')))
        .returning();
      if (!claimed) return;
      w = claimed;
    }
    // Nothing past this point may run twice at once: make sure the lease is ours for the whole send.
    if (!(await ctx.extendLease())) return;
    let offer: SentOffer;
    try {
      offer = await withTimeout(provider.send(await request(w)), SEND_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof OfferRejected) {
        await moveWithdrawal(deps, w.id, ['sending'], failMove(error.code), ctx.now());
        return;
      }
      throw error;
    }
    await record(w, offer, ctx.now());
  }

  return {
    run,
    async giveUp(job, _error, now) {
      const w = await load(Number(job.payload.withdrawalId));
      if (!w || (w.status !== 'queued' && w.status !== 'sending')) return;
      // An offer that did go out after all is withdrawn before the item comes back.
      const stray = w.status === 'sending' ? await provider.find(offerRef(w.id)).catch(() => null) : null;
      if (stray) await provider.cancel(stray);
      await moveWithdrawal(deps, w.id, ['queued', 'sending'], failMove('cantSend'), now);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`provider did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
