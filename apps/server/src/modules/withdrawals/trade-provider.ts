import { TRADE_PROTECTION_DAYS, type ItemStatus, type WithdrawFailureCode } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { WITHDRAWAL_PROVIDERS, WITHDRAWAL_STATUSES } from '../../platform/db/schema/index.js';
import { DAY_MS } from './withdrawal-limits.js';

/**
 * Where a sent offer stands, in the provider's words (docs/decisions/008-inventory.md). `reversed`: accepted, then
 * the trade was rolled back under CS2 Trade Protection (docs/decisions/056-trade-protection.md). `unavailable`: nothing
 * could be bought within the item's price bound; `awaiting_seller`: bought, its seller has yet to send (a market
 * purchase, docs/decisions/065-market-withdrawals.md).
 */
export type OfferState = 'sent' | 'needs_confirmation' | 'escrow' | 'accepted' | 'declined' | 'expired' | 'canceled' | 'invalid' | 'reversed' | 'unavailable' | 'awaiting_seller';

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type ProviderKind = (typeof WITHDRAWAL_PROVIDERS)[number];

/** One item to deliver. `ref` is unique per withdrawal and travels with the offer so it can be found again. */
export interface OfferRequest {
  ref: string;
  /** The withdrawal's security code, written in the offer message (null for a withdrawal made before codes). */
  securityCode: string | null;
  method: 'trade' | 'login';
  /** Trade URL (trade) or platform login (login). */
  partner: string;
  /** The player's platform id from their platform sign-in, when known. */
  partnerSteamId: string | null;
  itemId: number;
  /** The item's market name. */
  itemName: string;
  /** What the item is worth now (kopecks): the higher of its catalog price and the price it was credited at. */
  value: number;
  /** Assets already promised to other open withdrawals. */
  reservedAssets: string[];
}

export interface OfferHandle {
  offerId: string;
  bot: string | null;
}

export interface SentOffer extends OfferHandle {
  assetId: string | null;
  state: OfferState;
  /** CS2: until when the sent asset itself can still be reversed by its previous owner (null: it cannot). */
  protectedUntil?: Date | null;
  /** When the offer's outcome is due, where the provider knows better than the item's timer (a seller's time to send). */
  answerBy?: Date;
}

/**
 * Hands items to players. The Steam provider drives bots; the sandbox stands in when none is configured; the market
 * provider buys the item and has its seller send it.
 */
export interface TradeProvider {
  readonly kind: ProviderKind;
  /** Whether delivered trades can be reversed for TRADE_PROTECTION_DAYS (CS2), so accepted ones are followed. */
  readonly tradeProtection: boolean;
  /** Sends one offer; throws OfferRejected for a final refusal, any other error is worth a retry. */
  send(request: OfferRequest): Promise<SentOffer>;
  /** The offer sent for `ref`, if any (a retry after a crash looks here before sending again). */
  find(ref: string): Promise<SentOffer | null>;
  /**
   * The offer's state; an accepted offer whose trade was since rolled back answers `reversed` (CS2). A provider may
   * move its own offer on meanwhile (the market buys from another seller when one did not send).
   */
  state(offer: OfferHandle): Promise<OfferState>;
  /**
   * Cancels an open offer and answers the state it ended in: `canceled` only when the cancel is confirmed;
   * an offer the player accepted (or declined) a moment earlier answers that state instead. Throws when
   * the outcome is unknown (the offer still looks open), so the caller tries again later.
   */
  cancel(offer: OfferHandle): Promise<OfferState>;
  close(): Promise<void>;
}

/** Offer states the player (or the bot's confirmation) can still act on. */
export const OPEN_OFFER_STATES: readonly OfferState[] = ['sent', 'needs_confirmation', 'awaiting_seller'];

/** A refusal that retrying will not change (escrow, no such item, bad trade link…). */
export class OfferRejected extends Error {
  constructor(readonly code: WithdrawFailureCode) {
    super(`offer rejected: ${code}`);
    this.name = 'OfferRejected';
  }
}

/** Withdrawals run in test mode (sandbox provider) unless trade bots are configured. */
export function withdrawalsSandbox(config: Pick<Config, 'STEAM_BOTS'>): boolean {
  return !config.STEAM_BOTS;
}

/** The reference carried in the offer message. Brackets keep `…-1` from matching `…-12`. */
export function offerRef(withdrawalId: number): string {
  return `[td-w-${withdrawalId}]`;
}

/** The withdrawal a reference names, or null for another shape. */
export function withdrawalOfRef(ref: string): number | null {
  const id = /^\[td-w-(\d{1,15})\]$/.exec(ref)?.[1];
  return id === undefined ? null : Number(id);
}

/** The offer's message: the reference the offer is found by, and the security code the player checks. */
export function offerMessage(request: Pick<OfferRequest, 'ref' | 'securityCode'>): string {
  const base = `TastyDrop ${request.ref}`;
  return request.securityCode ? `${base} · Код проверки: ${request.securityCode}` : base;
}

/** What each offer state means for the withdrawal and the item. */
export const OFFER_STATE_EFFECT: Record<OfferState, { withdrawal: WithdrawalStatus; item: ItemStatus; failure?: WithdrawFailureCode }> = {
  sent: { withdrawal: 'sent', item: 'send' },
  needs_confirmation: { withdrawal: 'confirming', item: 'CONFIRM_STEAM' },
  awaiting_seller: { withdrawal: 'confirming', item: 'vendor waiting' },
  escrow: { withdrawal: 'escrow', item: 'accepted' },
  accepted: { withdrawal: 'accepted', item: 'STEAM_WITHDRAWN' },
  declined: { withdrawal: 'failed', item: 'progress', failure: 'declined' },
  expired: { withdrawal: 'failed', item: 'progress', failure: 'expired' },
  canceled: { withdrawal: 'failed', item: 'progress', failure: 'canceled' },
  invalid: { withdrawal: 'failed', item: 'progress', failure: 'invalid' },
  // The player had the item, then the trade was undone: nothing comes back to them by itself, the operator decides.
  reversed: { withdrawal: 'reversed', item: 'TRADE_REVERSED' },
  unavailable: { withdrawal: 'failed', item: 'progress', failure: 'unavailable' },
};

/**
 * Until when a delivery accepted at `acceptedAt` can still be reversed: the delivering trade's protection, or the
 * sent asset's own when that ends later. Null when the game has no Trade Protection.
 */
export function protectionEnd(provider: Pick<TradeProvider, 'tradeProtection'>, assetProtectedUntil: Date | null, acceptedAt: Date): Date | null {
  if (!provider.tradeProtection) return null;
  const trade = acceptedAt.getTime() + TRADE_PROTECTION_DAYS * DAY_MS;
  return new Date(Math.max(trade, assetProtectedUntil?.getTime() ?? 0));
}
