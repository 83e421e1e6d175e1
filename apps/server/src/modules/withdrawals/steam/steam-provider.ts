import { offerMessage, OfferRejected, OPEN_OFFER_STATES, type OfferHandle, type OfferRequest, type OfferState, type SentOffer, type TradeProvider } from '../trade-provider.js';
import { OFFER_FILTER_ACTIVE_ONLY, TRADE_OFFER_STATE as S, type SteamBot, type SteamOffer } from './steam-types.js';

export interface SteamProviderOptions {
  bots: SteamBot[];
  /** Steam application id of the game (570 Dota 2, 730 CS2). */
  appId: number;
  contextId?: number;
  clock?: () => Date;
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

  async function pickAsset(request: OfferRequest): Promise<{ bot: SteamBot; assetId: string }> {
    for (const bot of bots) {
      const inventory = await call<{ assetid: string; market_hash_name: string }[]>((cb) =>
        bot.manager.getInventoryContents(appId, contextId, true, cb),
      );
      const asset = inventory.find((a) => a.market_hash_name === request.itemName && !request.reservedAssets.includes(a.assetid));
      if (asset) return { bot, assetId: asset.assetid };
    }
    throw new OfferRejected('unavailable');
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
    async send(request) {
      const partner = request.method === 'trade' ? request.partner : request.partnerSteamId;
      if (!partner) throw new OfferRejected('invalidLink');
      const { bot, assetId } = await pickAsset(request);
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
      offer.addMyItem({ assetid: assetId, appid: appId, contextid: String(contextId) });
      offer.setMessage(offerMessage(request));
      const status = await call<'pending' | 'sent'>((cb) => offer.send(cb)).catch(partnerError);
      const state = status === 'pending' ? await confirm(bot, String(offer.id)) : 'sent';
      return { ...present(bot, offer, state), assetId };
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
