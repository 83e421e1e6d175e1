import { and, eq, isNull } from 'drizzle-orm';
import type { WithdrawFailureCode } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { sandboxOffers } from '../../platform/db/schema/index.js';
import { offerMessage, OfferRejected, OPEN_OFFER_STATES, type OfferRequest, type OfferState, type SentOffer, type TradeProvider } from './trade-provider.js';

/** An offer's life: its state once `afterMs` have passed since it was sent (`reversed` after `accepted`: a rollback). */
type SandboxScript = { state: OfferState; afterMs: number }[];
/** What the sandbox does with a request: refuse it, or send an offer that follows the script. */
export type SandboxOutcome = { reject: WithdrawFailureCode } | { script: SandboxScript };

/** By default the player "accepts" half a minute after the offer goes out. */
const SANDBOX_ACCEPT_AFTER_MS = 30_000;
const DEFAULT_OUTCOME: SandboxOutcome = {
  script: [
    { state: 'sent', afterMs: 0 },
    { state: 'accepted', afterMs: SANDBOX_ACCEPT_AFTER_MS },
  ],
};

export interface SandboxOptions {
  db: Db;
  clock?: () => Date;
  /** Chooses each offer's outcome (tests pick declines, escrow, expiry, a rollback after acceptance…). */
  outcome?: (request: OfferRequest) => SandboxOutcome;
  /** The site sells CS2 items: deliveries stay reversible under Trade Protection (a script's `reversed` step). */
  tradeProtection?: boolean;
}

type OfferRow = typeof sandboxOffers.$inferSelect;

/** The state of a sandbox offer at `now`. */
function sandboxState(row: Pick<OfferRow, 'script' | 'sentAt' | 'canceledAt'>, now: Date): OfferState {
  if (row.canceledAt) return 'canceled';
  const elapsed = now.getTime() - row.sentAt.getTime();
  let state: OfferState = 'sent';
  for (const step of row.script) if (step.afterMs <= elapsed) state = step.state as OfferState;
  return state;
}

/**
 * The trade provider used when no bot is configured: it walks the same state
 * machine as Steam without sending anything. Its offers live in the database, so
 * every node and a restarted worker see the same ones, and a reference is sent once.
 */
export function createSandboxProvider(options: SandboxOptions): TradeProvider {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const outcome = options.outcome ?? (() => DEFAULT_OUTCOME);

  // The sandbox's stock is never under another account's protection: only the delivering trade is reversible.
  const present = (row: OfferRow): SentOffer => ({ offerId: String(row.id), bot: 'sandbox', assetId: null, state: sandboxState(row, clock()), protectedUntil: null });

  async function byId(offerId: string): Promise<OfferRow | undefined> {
    const [row] = await db.select().from(sandboxOffers).where(eq(sandboxOffers.id, Number(offerId)));
    return row;
  }

  return {
    kind: 'sandbox',
    tradeProtection: options.tradeProtection ?? false,
    async send(request) {
      const chosen = outcome(request);
      if ('reject' in chosen) throw new OfferRejected(chosen.reject);
      await db.insert(sandboxOffers).values({ ref: request.ref, message: offerMessage(request), script: chosen.script, sentAt: clock() }).onConflictDoNothing();
      const [row] = await db.select().from(sandboxOffers).where(eq(sandboxOffers.ref, request.ref));
      return present(row!);
    },
    async find(ref) {
      const [row] = await db.select().from(sandboxOffers).where(eq(sandboxOffers.ref, ref));
      return row ? present(row) : null;
    },
    async state(offer) {
      const row = await byId(offer.offerId);
      return row ? sandboxState(row, clock()) : 'invalid';
    },
    async cancel(offer) {
      const row = await byId(offer.offerId);
      if (!row) return 'invalid';
      const now = clock();
      const state = sandboxState(row, now);
      if (!OPEN_OFFER_STATES.includes(state)) return state;
      await db
        .update(sandboxOffers)
        .set({ canceledAt: now })
        .where(and(eq(sandboxOffers.id, row.id), isNull(sandboxOffers.canceledAt)));
      return 'canceled';
    },
    async close() {},
  };
}
