import type { SteamBot, SteamCallback, SteamOffer, TradeOfferManagerLike } from '../../src/modules/withdrawals/steam/steam-types.js';
import { TRADE_OFFER_STATE } from '../../src/modules/withdrawals/steam/steam-types.js';

/**
 * In-memory stand-ins for steam-tradeoffer-manager and steamcommunity: a bot with
 * an inventory, offers that remember what was sent, and knobs for the partner's
 * escrow hold, send errors and confirmations. No network.
 */
export interface FakeSteamOptions {
  accountName?: string;
  inventory?: { assetid: string; market_hash_name: string; owner_descriptions?: { value: string }[] }[];
  /** CS2: assets in the Trade Protection context (16). */
  protectedInventory?: { assetid: string; market_hash_name: string; owner_descriptions?: { value: string }[] }[];
  /** The partner's trade hold in days (getUserDetails). */
  escrowDays?: number;
  /** What send() answers: 'pending' needs a mobile confirmation. */
  sendStatus?: 'pending' | 'sent';
  /** An EResult the next send fails with. */
  sendEresult?: number;
  /** Confirmations fail while true. */
  confirmFails?: boolean;
  /** Runs on every getOffer before it answers; `reads` counts this offer's reads (the partner acting between two reads). */
  onRead?: (offer: FakeOffer, reads: number) => void;
  /** Runs when Steam receives a cancel, before it acts on it (the partner accepting at that very moment). */
  beforeCancel?: (offer: FakeOffer) => void;
}

interface FakeOffer extends SteamOffer {
  partner: string;
  assets: { assetid: string; appid: number; contextid: string }[];
  canceled: boolean;
}

export interface FakeSteam {
  bot: SteamBot;
  options: FakeSteamOptions;
  /** Every offer that reached send(), in order. */
  sent: FakeOffer[];
  /** Offers created (sent or not). */
  created: FakeOffer[];
  confirmations: { identitySecret: string; offerId: string }[];
  /** Moves an offer to an ETradeOfferState, as the partner or Steam would (accepting gives it a trade). */
  setState(offerId: string, state: number): void;
  /** Sets the ETradeStatus of an accepted offer's trade (GetTradeStatus), e.g. a rollback. */
  setTradeStatus(offerId: string, status: number): void;
  /** Holds every send's answer until the returned function is called (Steam answering late). */
  holdSends(): () => void;
}

export function createFakeSteam(options: FakeSteamOptions = {}): FakeSteam {
  const fake: FakeSteam = {
    options,
    sent: [],
    created: [],
    confirmations: [],
    setState(offerId, state) {
      const offer = fake.sent.find((o) => o.id === offerId);
      if (!offer) throw new Error(`no offer ${offerId}`);
      offer.state = state;
      if (state === TRADE_OFFER_STATE.Accepted) offer.tradeID ??= `9${offerId}`;
    },
    setTradeStatus(offerId, status) {
      tradeStatuses.set(offerId, status);
    },
    holdSends() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    bot: undefined as unknown as SteamBot,
  };
  let nextId = 5_000_000;
  let held: Promise<void> | null = null;
  const reads = new Map<string, number>();
  const tradeStatuses = new Map<string, number>();
  const OPEN = [TRADE_OFFER_STATE.Active, TRADE_OFFER_STATE.CreatedNeedsConfirmation] as number[];

  function makeOffer(partner: string): FakeOffer {
    const offer: FakeOffer = {
      id: null,
      state: TRADE_OFFER_STATE.Invalid,
      message: '',
      tradeID: null,
      itemsToGive: [],
      partner,
      assets: [],
      canceled: false,
      addMyItem(item) {
        offer.assets.push(item);
        offer.itemsToGive.push({ assetid: item.assetid });
        return true;
      },
      setMessage(message) {
        offer.message = message;
      },
      getUserDetails(callback) {
        setImmediate(() => callback(null, { escrowDays: 0 }, { escrowDays: fake.options.escrowDays ?? 0 }));
      },
      send(callback: SteamCallback<'pending' | 'sent'>) {
        void (held ?? Promise.resolve()).then(() => {
          if (fake.options.sendEresult !== undefined) {
            callback(Object.assign(new Error('There was an error sending your trade offer.'), { eresult: fake.options.sendEresult }));
            return;
          }
          nextId += 1;
          offer.id = String(nextId);
          const pending = (fake.options.sendStatus ?? 'pending') === 'pending';
          offer.state = pending ? TRADE_OFFER_STATE.CreatedNeedsConfirmation : TRADE_OFFER_STATE.Active;
          fake.sent.push(offer);
          callback(null, pending ? 'pending' : 'sent');
        });
      },
      getExchangeDetails(_getDetailsIfFailed, callback) {
        setImmediate(() => callback(null, tradeStatuses.get(offer.id ?? '') ?? 3));
      },
      cancel(callback) {
        setImmediate(() => {
          fake.options.beforeCancel?.(offer);
          // Steam refuses to cancel an offer that is no longer open.
          if (!OPEN.includes(offer.state)) {
            callback(Object.assign(new Error(`Offer #${offer.id} is not active`), { eresult: 11 }));
            return;
          }
          offer.canceled = true;
          offer.state = TRADE_OFFER_STATE.Canceled;
          callback(null);
        });
      },
    };
    return offer;
  }

  const manager: TradeOfferManagerLike = {
    createOffer(partner) {
      if (!/^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=\w+$/.test(partner) && !/^\d{17}$/.test(partner)) {
        throw new Error('Invalid input SteamID');
      }
      const offer = makeOffer(partner);
      fake.created.push(offer);
      return offer;
    },
    getOffer(id, callback) {
      setImmediate(() => {
        const offer = fake.sent.find((o) => o.id === id);
        if (offer) {
          const count = (reads.get(id) ?? 0) + 1;
          reads.set(id, count);
          fake.options.onRead?.(offer, count);
          // A fresh object per read, as the library builds one from each API answer.
          callback(null, { ...offer });
        }
        else callback(Object.assign(new Error('NoMatch'), { eresult: 42 }));
      });
    },
    getOffers(_filter, _cutoff, callback) {
      setImmediate(() => callback(null, [...fake.sent], []));
    },
    getInventoryContents(appid, contextid, _tradableOnly, callback) {
      setImmediate(() =>
        callback(
          null,
          (contextid === 16 ? (fake.options.protectedInventory ?? []) : (fake.options.inventory ?? [])).map((a) => ({ ...a, appid, contextid: String(contextid) })),
        ),
      );
    },
  };

  fake.bot = {
    accountName: options.accountName ?? 'bot-one',
    identitySecret: 'identity-secret-of-bot-one',
    manager,
    community: {
      acceptConfirmationForObject(identitySecret, offerId, callback) {
        setImmediate(() => {
          if (fake.options.confirmFails) {
            callback(new Error('Could not act on confirmation'));
            return;
          }
          fake.confirmations.push({ identitySecret, offerId });
          const offer = fake.sent.find((o) => o.id === offerId);
          if (offer?.state === TRADE_OFFER_STATE.CreatedNeedsConfirmation) offer.state = TRADE_OFFER_STATE.Active;
          callback(null);
        });
      },
    },
  };
  return fake;
}
