/**
 * The parts of DoctorMcKay's libraries the Steam provider uses, as interfaces so a
 * fake can stand in for `steam-tradeoffer-manager` and `steamcommunity` in tests.
 */
export type SteamCallback<T> = (error: (Error & { eresult?: number }) | null, result?: T) => void;

interface SteamAsset {
  assetid: string;
  appid: number;
  contextid: string;
  market_hash_name: string;
}

interface SteamUserDetails {
  escrowDays?: number;
}

export interface SteamOffer {
  id: string | null;
  /** ETradeOfferState. */
  state: number;
  message: string;
  itemsToGive: { assetid: string }[];
  addMyItem(item: { assetid: string; appid: number; contextid: string }): boolean;
  setMessage(message: string): void;
  getUserDetails(callback: (error: (Error & { eresult?: number }) | null, me?: SteamUserDetails, them?: SteamUserDetails) => void): void;
  send(callback: SteamCallback<'pending' | 'sent'>): void;
  cancel(callback: (error: Error | null) => void): void;
}

export interface TradeOfferManagerLike {
  createOffer(partner: string): SteamOffer;
  getOffer(id: string, callback: SteamCallback<SteamOffer>): void;
  getOffers(filter: number, historicalCutoff: Date, callback: (error: Error | null, sent?: SteamOffer[], received?: SteamOffer[]) => void): void;
  getInventoryContents(appid: number, contextid: number, tradableOnly: boolean, callback: SteamCallback<SteamAsset[]>): void;
}

interface SteamCommunityLike {
  acceptConfirmationForObject(identitySecret: string, objectId: string, callback: (error: Error | null) => void): void;
}

/** A signed-in bot account. */
export interface SteamBot {
  accountName: string;
  identitySecret: string;
  manager: TradeOfferManagerLike;
  community: SteamCommunityLike;
  close?(): void;
}

/** ETradeOfferState values (steam-tradeoffer-manager/resources/ETradeOfferState.js). */
export const TRADE_OFFER_STATE = {
  Invalid: 1,
  Active: 2,
  Accepted: 3,
  Countered: 4,
  Expired: 5,
  Canceled: 6,
  Declined: 7,
  InvalidItems: 8,
  CreatedNeedsConfirmation: 9,
  CanceledBySecondFactor: 10,
  InEscrow: 11,
} as const;

/** EOfferFilter.ActiveOnly: with a cutoff it also lists offers updated since then. */
export const OFFER_FILTER_ACTIVE_ONLY = 1;
