import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { items, users, withdrawals } from '../../platform/db/schema/index.js';
import type { JobContext, JobHandler } from '../../platform/jobs/job-runner.js';
import { failMove, moveWithdrawal, providerOf, sentMove, type WithdrawalDeps, type WithdrawalRow } from './move-withdrawal.js';
import { handOverKind, readProviderChoice } from './provider-choice.js';
import { OFFER_STATE_EFFECT, OfferRejected, offerRef, type OfferRequest, type SentOffer, type TradeProvider, type WithdrawalStatus } from './trade-provider.js';
import { SEND_LOOKUP_INTERVAL_MS, SEND_LOOKUP_WINDOW_MS, SEND_TIMEOUT_MS, WITHDRAWAL_TIMER_MS } from './withdrawal-limits.js';

/** The send gave no answer in time; it may still land. */
const NO_ANSWER = Symbol('no answer');

/**
 * The job that sends one withdrawal's offer, at most once. Before calling the
 * provider the withdrawal is marked `sending` (committed). From then on the offer
 * is never sent again: a send that gives no answer in time, or whose worker died,
 * may still land, so later runs only look for the offer by its reference until
 * SEND_LOOKUP_WINDOW_MS after the send began, then fail the withdrawal (cantSend).
 */
export function sendOfferJob(deps: WithdrawalDeps): JobHandler {
  const { db, log } = deps;
  const sendTimeoutMs = deps.sendTimeoutMs ?? SEND_TIMEOUT_MS;

  async function load(id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row;
  }

  async function record(provider: TradeProvider, w: WithdrawalRow, offer: SentOffer, now: Date, from: WithdrawalStatus = 'sending'): Promise<WithdrawalRow | null> {
    const deadlineAt = offer.answerBy ?? new Date(now.getTime() + WITHDRAWAL_TIMER_MS);
    return moveWithdrawal(deps, w.id, [from], sentMove(provider, offer, now, deadlineAt), now);
  }

  async function request(w: WithdrawalRow): Promise<OfferRequest> {
    const [user] = await db.select({ steamId: users.steamId }).from(users).where(eq(users.id, w.userId));
    const [item] = await db.select({ price: items.price }).from(items).where(eq(items.id, w.itemId));
    const reserved = await db
      .select({ assetId: withdrawals.assetId })
      .from(withdrawals)
      .where(and(eq(withdrawals.provider, w.provider), isNotNull(withdrawals.assetId), notInArray(withdrawals.status, ['accepted', 'failed', 'reversed'])));
    return {
      ref: offerRef(w.id),
      securityCode: w.securityCode,
      method: w.method,
      partner: w.partner,
      partnerSteamId: user?.steamId ?? null,
      itemId: w.itemId,
      itemName: w.name,
      value: Math.max(w.price, item?.price ?? 0),
      reservedAssets: reserved.map((r) => r.assetId!),
    };
  }

  /** A send already began: record its offer if it landed, else look again later, up to the window. */
  async function lookUp(ctx: JobContext, provider: TradeProvider, w: WithdrawalRow): Promise<void | { rerunAt: Date }> {
    const earlier = await provider.find(offerRef(w.id));
    if (earlier) {
      await record(provider, w, earlier, ctx.now());
      return;
    }
    // `updated_at` of a `sending` withdrawal is when its send began.
    if (ctx.now().getTime() >= w.updatedAt.getTime() + SEND_LOOKUP_WINDOW_MS) {
      await moveWithdrawal(deps, w.id, ['sending'], failMove('cantSend'), ctx.now());
      return;
    }
    return { rerunAt: new Date(ctx.now().getTime() + SEND_LOOKUP_INTERVAL_MS) };
  }

  /**
   * Applies what a send answered, whenever it answers (a late answer still counts). A send that failed is no
   * longer in flight: the withdrawal goes back to `queued` so a retry may send (after looking for the offer).
   */
  async function settle(provider: TradeProvider, w: WithdrawalRow, answer: Promise<SentOffer>, now: () => Date): Promise<void | 'handedOver'> {
    try {
      const offer = await answer;
      if (await record(provider, w, offer, now())) return;
      // Not recorded: either a look-up recorded this very offer, or the withdrawal was given up meanwhile
      // (the item is back with the player), and then the offer must not stay open.
      const current = await load(w.id);
      if (current?.offerId === offer.offerId) return;
      const state = await provider.cancel(offer);
      if (state !== 'canceled') log.error({ withdrawalId: w.id, offerId: offer.offerId, state }, 'offer answered after its withdrawal was given up');
    } catch (error) {
      if (error instanceof OfferRejected) {
        if (error.code === 'unavailable' && (await handOver(w, now()))) return 'handedOver';
        await moveWithdrawal(deps, w.id, ['sending'], failMove(error.code), now());
        return;
      }
      await db
        .update(withdrawals)
        .set({ status: 'queued', updatedAt: now() })
        .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'sending')));
      throw error;
    }
  }

  /**
   * The provider it was written for has nothing to send: it goes back to the queue for the other one, when there is
   * one to go to (docs/decisions/065-market-withdrawals.md).
   */
  async function handOver(w: WithdrawalRow, now: Date): Promise<boolean> {
    if (!deps.market || !deps.game) return false;
    const to = handOverKind(w.provider, await readProviderChoice(db, deps.game), w.method, deps.provider.kind, true);
    if (!to) return false;
    const [moved] = await db
      .update(withdrawals)
      .set({ provider: to, status: 'queued', updatedAt: now })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'sending'), eq(withdrawals.provider, w.provider)))
      .returning({ id: withdrawals.id });
    if (moved) log.info({ withdrawalId: w.id, from: w.provider, to }, 'withdrawal handed over to the other provider');
    return Boolean(moved);
  }

  async function run(ctx: JobContext): Promise<void | { rerunAt: Date }> {
    const withdrawalId = Number(ctx.job.payload.withdrawalId);
    let w = await load(withdrawalId);
    if (!w || (w.status !== 'queued' && w.status !== 'sending')) return;
    const provider = providerOf(deps, w.provider);
    if (!provider) {
      await moveWithdrawal(deps, w.id, ['queued', 'sending'], failMove('cantSend'), ctx.now());
      return;
    }
    if (w.status === 'sending') return lookUp(ctx, provider, w);
    if (ctx.now() > w.deadlineAt) {
      await moveWithdrawal(deps, w.id, ['queued'], failMove('timeout'), ctx.now());
      return;
    }
    // A failed send may have created the offer all the same: look before sending.
    const earlier = await provider.find(offerRef(w.id));
    if (earlier) {
      await record(provider, w, earlier, ctx.now(), 'queued');
      return;
    }
    const [claimed] = await db
      .update(withdrawals)
      .set({ status: 'sending', updatedAt: ctx.now() })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'queued')))
      .returning();
    if (!claimed) return;
    w = claimed;
    // Nothing past this point may run twice at once: make sure the lease is ours for the whole send.
    if (!(await ctx.extendLease())) return;
    const sending = w;
    const answer = request(sending).then((r) => provider.send(r));
    const outcome = settle(provider, sending, answer, ctx.now);
    const timeout = noAnswerAfter(sendTimeoutMs);
    const first = await Promise.race([outcome, timeout.promise]).finally(timeout.clear);
    if (first === 'handedOver') return { rerunAt: ctx.now() };
    if (first === NO_ANSWER) {
      // The send may still land: its answer is applied when it comes, and the look-ups find it meanwhile.
      outcome.catch((err: unknown) => log.warn({ err, withdrawalId: sending.id }, 'late offer send failed'));
      return { rerunAt: new Date(ctx.now().getTime() + SEND_LOOKUP_INTERVAL_MS) };
    }
  }

  return {
    run,
    async giveUp(job, _error, now) {
      const w = await load(Number(job.payload.withdrawalId));
      if (!w || (w.status !== 'queued' && w.status !== 'sending')) return;
      const provider = providerOf(deps, w.provider);
      // An offer that did go out after all is withdrawn before the item comes back; if it was accepted
      // meanwhile it is recorded instead. A failed look-up throws: the give-up is tried again.
      const stray = w.status === 'sending' && provider ? await provider.find(offerRef(w.id)) : null;
      if (stray && provider) {
        const state = await provider.cancel(stray);
        if (state !== 'canceled' && OFFER_STATE_EFFECT[state].withdrawal !== 'failed') {
          await record(provider, w, { ...stray, state }, now);
          return;
        }
      }
      await moveWithdrawal(deps, w.id, ['queued', 'sending'], failMove('cantSend'), now);
    },
  };
}

function noAnswerAfter(ms: number): { promise: Promise<typeof NO_ANSWER>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<typeof NO_ANSWER>((resolve) => {
    timer = setTimeout(() => resolve(NO_ANSWER), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}
