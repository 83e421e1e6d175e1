/**
 * The parts of DoctorMcKay's libraries the Steam provider uses, as interfaces so a
 * fake can stand in for `steam-tradeoffer-manager` and `steamcommunity` in tests.
 */
export type SteamCallback<T> = (error: (Error & { eresult?: number }) | null, result?: T) => void;

export interface SteamAsset {
  assetid: string;
  appid: number;
  contextid: string;
  market_hash_name: string;
  /** Lines only the owner sees; CS2 states an item's Trade Protection end here (trade-protection.ts). */
  owner_descriptions?: { value?: string }[];
}

interface SteamUserDetails {
  escrowDays?: number;
}

export interface SteamOffer {
  id: string | null;
  /** ETradeOfferState. */
  state: number;
  message: string;
  /** The trade an accepted offer became (null before). */
  tradeID: string | null;
  itemsToGive: { assetid: string }[];
  addMyItem(item: { assetid: string; appid: number; contextid: string }): boolean;
  setMessage(message: string): void;
  getUserDetails(callback: (error: (Error & { eresult?: number }) | null, me?: SteamUserDetails, them?: SteamUserDetails) => void): void;
  send(callback: SteamCallback<'pending' | 'sent'>): void;
  cancel(callback: (error: Error | null) => void): void;
  /** The accepted offer's trade (IEconService/GetTradeStatus): its ETradeStatus first; `true` answers a failed trade too. */
  getExchangeDetails(getDetailsIfFailed: boolean, callback: (error: Error | null, status?: number) => void): void;
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

/**
 * ETradeStatus values (steam-tradeoffer-manager/resources/ETradeStatus.js) that mean an accepted trade was undone,
 * plus 12, which the library (2.13.0) does not list: Steam gives it to the original trade once it is reversed under
 * Trade Protection (undocumented; named TradeProtectionRollback by csfloat/extension#337 and
 * juliarose/steam-tradeoffer-manager#8), mapped here by its number.
 */
export const TRADE_STATUS = {
  Complete: 3,
  PartialSupportRollback: 5,
  FullSupportRollback: 6,
  SupportRollback_Selective: 7,
  TradeProtectionRollback: 12,
} as const;

export const ROLLED_BACK_TRADE_STATUSES: readonly number[] = [
  TRADE_STATUS.PartialSupportRollback,
  TRADE_STATUS.FullSupportRollback,
  TRADE_STATUS.SupportRollback_Selective,
  TRADE_STATUS.TradeProtectionRollback,
];

/** EOfferFilter.ActiveOnly: with a cutoff it also lists offers updated since then. */
export const OFFER_FILTER_ACTIVE_ONLY = 1;
