import { offerMessage, OfferRejected, OPEN_OFFER_STATES, type OfferHandle, type OfferRequest, type OfferState, type SentOffer, type TradeProvider } from '../trade-provider.js';
import { STEAM_APP_ID } from '@tastydrop/domain';
import { OFFER_FILTER_ACTIVE_ONLY, ROLLED_BACK_TRADE_STATUSES, TRADE_OFFER_STATE as S, type SteamAsset, type SteamBot, type SteamOffer } from './steam-types.js';
import { assetProtectedUntil, TRADE_PROTECTED_CONTEXT_ID } from './trade-protection.js';

export interface SteamProviderOptions {
  bots: SteamBot[];
  /** Steam application id of the game (570 Dota 2, 730 CS2). */
  appId: number;
  contextId?: number;
  clock?: () => Date;
  /** CS2: also send items their previous owner can still reverse (CS_SEND_PROTECTED_ITEMS=on), when no other is free. */
  sendProtectedItems?: boolean;
}

interface PickedAsset {
  bot: SteamBot;
  assetId: string;
  contextId: number;
  protectedUntil: Date | null;
}

/** How far back `find` looks for an offer sent before a crash. */
const FIND_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/** EResults that mean the partner cannot receive this offer (bad or revoked trade link, private inventory). */
const PARTNER_ERESULTS = new Set([15, 26]);

const STATE_OF: Record<number, OfferState> = {
  [S.Invalid]: 'invalid',
  [S.Active]: 'sent',
  [S.Accepted]: 'accepted',
  [S.Countered]: 'declined',
  [S.Expired]: 'expired',
  [S.Canceled]: 'canceled',
  [S.Declined]: 'declined',
  [S.InvalidItems]: 'invalid',
  [S.CreatedNeedsConfirmation]: 'needs_confirmation',
  [S.CanceledBySecondFactor]: 'canceled',
  [S.InEscrow]: 'escrow',
};

const stateOf = (offer: SteamOffer): OfferState => STATE_OF[offer.state] ?? 'invalid';

function call<T>(fn: (cb: (error: (Error & { eresult?: number }) | null, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => fn((error, result) => (error ? reject(error) : resolve(result as T))));
}

function partnerError(error: unknown): never {
  const eresult = (error as { eresult?: number }).eresult;
  if (eresult !== undefined && PARTNER_ERESULTS.has(eresult)) throw new OfferRejected('invalidLink');
  throw error;
}

/**
 * Withdrawals through Steam bots: find the item in a bot's inventory, check the
 * partner's escrow hold, send the offer with the withdrawal's reference in its
 * message, and confirm it with the bot's identity secret.
 */
export function createSteamProvider(options: SteamProviderOptions): TradeProvider {
  const { bots, appId } = options;
  const contextId = options.contextId ?? 2;
  const clock = options.clock ?? (() => new Date());
  const tradeProtection = appId === STEAM_APP_ID.cs;

  function botNamed(name: string | null): SteamBot | undefined {
    return bots.find((b) => b.accountName === name);
  }

  /** Confirms a created offer; the state it is in afterwards. */
  async function confirm(bot: SteamBot, offerId: string): Promise<OfferState> {
    try {
      await call<void>((cb) => bot.community.acceptConfirmationForObject(bot.identitySecret, offerId, cb));
      return 'sent';
    } catch {
      return 'needs_confirmation';
    }
  }

  async function inventoryOf(bot: SteamBot, context: number): Promise<SteamAsset[]> {
    return call<SteamAsset[]>((cb) => bot.manager.getInventoryContents(appId, context, true, cb));
  }

  /**
   * The first free asset of that name in a bot's stock. In CS2, an asset its previous owner can still reverse is
   * skipped, unless `sendProtectedItems` allows one when no other is free (its protection end is reported).
   */
  async function pickAsset(request: OfferRequest): Promise<PickedAsset> {
    const now = clock();
    const wanted = (a: SteamAsset) => a.market_hash_name === request.itemName && !request.reservedAssets.includes(a.assetid);
    let fallback: PickedAsset | null = null;
    for (const bot of bots) {
      for (const asset of (await inventoryOf(bot, contextId)).filter(wanted)) {
        const protectedUntil = tradeProtection ? assetProtectedUntil(asset, contextId, now) : null;
        const picked = { bot, assetId: asset.assetid, contextId, protectedUntil };
        if (!protectedUntil) return picked;
        fallback ??= picked;
      }
    }
    if (tradeProtection && options.sendProtectedItems) {
      for (const bot of bots) {
        if (fallback) break;
        const asset = (await inventoryOf(bot, TRADE_PROTECTED_CONTEXT_ID)).find(wanted);
        if (asset) fallback = { bot, assetId: asset.assetid, contextId: TRADE_PROTECTED_CONTEXT_ID, protectedUntil: assetProtectedUntil(asset, TRADE_PROTECTED_CONTEXT_ID, now) };
      }
      if (fallback) return fallback;
    }
    throw new OfferRejected('unavailable');
  }

  /** An accepted offer's trade undone since (CS2 Trade Protection, or Steam support): `reversed`. */
  async function afterAcceptance(offer: SteamOffer): Promise<OfferState> {
    if (!tradeProtection || !offer.tradeID) return 'accepted';
    // An unanswered look-up keeps the acceptance: the trade is asked about again while its protection runs.
    const status = await call<number>((cb) => offer.getExchangeDetails(true, cb)).catch(() => null);
    return status !== null && ROLLED_BACK_TRADE_STATUSES.includes(status) ? 'reversed' : 'accepted';
  }

  function present(bot: SteamBot, offer: SteamOffer, state: OfferState): SentOffer {
    return { offerId: String(offer.id), bot: bot.accountName, assetId: offer.itemsToGive[0]?.assetid ?? null, state };
  }

  async function load(handle: OfferHandle): Promise<{ bot: SteamBot; offer: SteamOffer } | null> {
    const bot = botNamed(handle.bot);
    if (!bot) return null;
    return { bot, offer: await call<SteamOffer>((cb) => bot.manager.getOffer(handle.offerId, cb)) };
  }

  return {
    kind: 'steam',
    tradeProtection,
    async send(request) {
      const partner = request.method === 'trade' ? request.partner : request.partnerSteamId;
      if (!partner) throw new OfferRejected('invalidLink');
      const { bot, assetId, contextId: assetContext, protectedUntil } = await pickAsset(request);
      let offer: SteamOffer;
      try {
        offer = bot.manager.createOffer(partner);
      } catch {
        throw new OfferRejected('invalidLink');
      }
      const them = await new Promise<{ escrowDays?: number } | undefined>((resolve, reject) =>
        offer.getUserDetails((error, _me, partnerDetails) => (error ? reject(error) : resolve(partnerDetails))),
      ).catch(partnerError);
      // A trade hold would keep the item from the player for days: refuse rather than send.
      if ((them?.escrowDays ?? 0) > 0) throw new OfferRejected('escrow');
      offer.addMyItem({ assetid: assetId, appid: appId, contextid: String(assetContext) });
      offer.setMessage(offerMessage(request));
      const status = await call<'pending' | 'sent'>((cb) => offer.send(cb)).catch(partnerError);
      const state = status === 'pending' ? await confirm(bot, String(offer.id)) : 'sent';
      return { ...present(bot, offer, state), assetId, ...(tradeProtection ? { protectedUntil } : {}) };
    },

    async find(ref) {
      const since = new Date(clock().getTime() - FIND_WINDOW_MS);
      for (const bot of bots) {
        const sent = await new Promise<SteamOffer[]>((resolve, reject) =>
          bot.manager.getOffers(OFFER_FILTER_ACTIVE_ONLY, since, (error, list) => (error ? reject(error) : resolve(list ?? []))),
        );
        const offer = sent.find((o) => o.message?.includes(ref));
        if (offer) return present(bot, offer, stateOf(offer));
      }
      return null;
    },

    async state(handle) {
      const found = await load(handle);
      if (!found) return 'invalid';
      const state = stateOf(found.offer);
      if (state === 'accepted') return afterAcceptance(found.offer);
      // A confirmation that failed at send time is tried again on every check.
      return state === 'needs_confirmation' ? confirm(found.bot, handle.offerId) : state;
    },

    async cancel(handle) {
      const found = await load(handle);
      if (!found) return 'invalid';
      const before = stateOf(found.offer);
      if (!OPEN_OFFER_STATES.includes(before)) return before;
      // The player may accept between our read and the cancel: Steam then refuses the cancel. Either way the
      // offer is read again, and only a state Steam reports afterwards counts.
      const refused = await call<void>((cb) => found.offer.cancel(cb)).then(
        () => null,
        (error: unknown) => error,
      );
      const after = await load(handle);
      const state = after ? stateOf(after.offer) : 'invalid';
      if (OPEN_OFFER_STATES.includes(state)) throw refused ?? new Error(`offer ${handle.offerId} still open after its cancel`);
      return state;
    },

    async close() {
      for (const bot of bots) bot.close?.();
    },
  };
}
