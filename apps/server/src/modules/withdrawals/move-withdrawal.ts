import { and, eq, inArray } from 'drizzle-orm';
import { toWire, type Game, type ItemStatus, type ReviewRefusal, type WithdrawFailureCode } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { withdrawals, withdrawFailures } from '../../platform/db/schema/index.js';
import type { JobLogger } from '../../platform/jobs/job-runner.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { publishAfterCommit } from '../../platform/realtime/publish-after-commit.js';
import { statusesInto } from '../inventory/item-status.js';
import { timerSeconds } from '../inventory/inventory-rows.js';
import { moveItem } from '../items/item-moves.js';
import { OFFER_STATE_EFFECT, protectionEnd, type OfferState, type ProviderKind, type SentOffer, type TradeProvider, type WithdrawalStatus } from './trade-provider.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The provider that serves withdrawals written for `kind` on this node; null when it runs none such. */
export function providerOf(deps: Pick<WithdrawalDeps, 'provider' | 'market'>, kind: ProviderKind): TradeProvider | null {
  if (kind === deps.provider.kind) return deps.provider;
  return kind === 'market' ? (deps.market ?? null) : null;
}

/** What the withdrawal jobs work with. */
export interface WithdrawalDeps {
  db: Db;
  /** The trade bots' stock (or the sandbox standing in for it). */
  provider: TradeProvider;
  /** The market provider, when configured (docs/decisions/065-market-withdrawals.md). */
  market?: TradeProvider;
  /** The deployment's game: whose first-provider choice hands withdrawals over between the two. */
  game?: Game;
  realtime: Realtime;
  log: JobLogger;
  /** How long a send is waited for (default SEND_TIMEOUT_MS). */
  sendTimeoutMs?: number;
}

export interface WithdrawalMove {
  status: WithdrawalStatus;
  item: ItemStatus;
  failure?: WithdrawFailureCode | undefined;
  /** Why the console refused it after a review (failure `refused`), told to the player. */
  refusal?: ReviewRefusal;
  /** The offer that went out (recorded with its send time). */
  offer?: SentOffer;
  deadlineAt?: Date;
  /** Until when the delivery can still be reversed (CS2 Trade Protection); absent leaves it as it is. */
  protectedUntil?: Date | null;
}

const FINAL: readonly WithdrawalStatus[] = ['accepted', 'failed'];
/** Item statuses that show the timer: waiting to be sent, or for the player to accept. */
const TIMED: readonly ItemStatus[] = ['PREPARING', 'vendor waiting', 'CONFIRM_STEAM', 'send'];

/** The move an offer state asks for. */
export function moveFor(state: OfferState): WithdrawalMove {
  const effect = OFFER_STATE_EFFECT[state];
  return { status: effect.withdrawal, item: effect.item, failure: effect.failure };
}

/**
 * The move an offer that went out asks for, with its timer restarted; it records until when the delivery stays
 * reversible: the sent asset's own protection, and once accepted the delivering trade's too.
 */
export function sentMove(provider: Pick<TradeProvider, 'tradeProtection'>, offer: SentOffer, now: Date, deadlineAt: Date): WithdrawalMove {
  const move = moveFor(offer.state);
  const asset = offer.protectedUntil ?? null;
  return { ...move, offer, deadlineAt, protectedUntil: move.status === 'accepted' ? protectionEnd(provider, asset, now) : asset };
}

export function failMove(code: WithdrawFailureCode): WithdrawalMove {
  return { status: 'failed', item: 'progress', failure: code };
}

/**
 * Moves a withdrawal and its item on together, only if the withdrawal is still in
 * one of `from` (so two workers never both apply a move). A failure puts the item
 * back in progress and writes the withdraw-failed record. Publishes after commit.
 */
export async function moveWithdrawal(
  deps: Pick<WithdrawalDeps, 'db' | 'realtime' | 'log'>,
  withdrawalId: number,
  from: readonly WithdrawalStatus[],
  move: WithdrawalMove,
  now: Date,
): Promise<WithdrawalRow | null> {
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: move.status,
        updatedAt: now,
        ...(move.offer ? { offerId: move.offer.offerId, bot: move.offer.bot, assetId: move.offer.assetId, sentAt: now } : {}),
        ...(move.failure ? { failureCode: move.failure } : {}),
        ...(move.deadlineAt ? { deadlineAt: move.deadlineAt } : {}),
        ...(move.protectedUntil !== undefined ? { protectedUntil: move.protectedUntil } : {}),
        ...(FINAL.includes(move.status) ? { finishedAt: now } : {}),
      })
      .where(and(eq(withdrawals.id, withdrawalId), inArray(withdrawals.status, [...from])))
      .returning();
    if (!row) return null;
    await moveItem(tx, row.inventoryItemId, { to: move.item, from: statusesInto(move.item), timerUntil: TIMED.includes(move.item) ? row.deadlineAt : null, now });
    if (move.failure) {
      await tx
        .insert(withdrawFailures)
        .values({ withdrawalId: row.id, userId: row.userId, inventoryItemId: row.inventoryItemId, name: row.name, price: row.price, code: move.failure })
        .onConflictDoNothing();
    }
    return row;
  });
  if (moved) await publishMove(deps, moved, move, now);
  return moved;
}

/** Tells the player's pages once the move commits (a console cancel makes it inside its own transaction). */
function publishMove(deps: Pick<WithdrawalDeps, 'realtime' | 'log'>, row: WithdrawalRow, move: WithdrawalMove, now: Date): Promise<void> {
  const id = row.inventoryItemId;
  const timerData = TIMED.includes(move.item) ? timerSeconds(row.deadlineAt, now) : null;
  return publishAfterCommit(
    async () => {
      await deps.realtime.publishToUser(row.userId, { event: 'withdraw_status', id, status: move.item, timerData });
      if (move.failure) {
        await deps.realtime.publishToUser(row.userId, { event: 'withdraw_failed', id, name: row.name, price: toWire(row.price), code: move.failure, ...(move.refusal ? { refusal: move.refusal } : {}) });
      }
    },
    (err) => deps.log.warn({ err, withdrawalId: row.id }, 'withdrawal publish failed'),
  );
}
