/**
 * The table of the API's endpoints the web app calls: method, path (with `:param` placeholders),
 * whether the session is needed, and the request and response types, read from the domain's wire
 * schemas. The schemas themselves are imported as types only: the production bundle carries the
 * paths and never the schemas (response-schemas.ts holds them for development and tests).
 */
import type {
  ActivePromo,
  BonusLevelList,
  CaseDetails,
  CaseOpenRequest,
  CaseOpenResponse,
  ContractPreview,
  ContractPreviewQuery,
  ContractRequest,
  ContractResponse,
  ContractsQuery,
  ContractsResponse,
  InventoryList,
  InventoryQuery,
  Ok,
  PackOpenRequest,
  PackOpenResponse,
  PaymentCountry,
  PaymentCountryList,
  PromoApplyRequest,
  PromoApplyResponse,
  RecentUpgradesQuery,
  RecentUpgradesResponse,
  SellManyRequest,
  SellOneRequest,
  SellResponse,
  TechiesActiveResponse,
  TechiesGamesQuery,
  TechiesGamesResponse,
  TechiesPlayResponse,
  TechiesRevealRequest,
  TechiesStartRequest,
  TransactionStartRequest,
  TransactionStartResponse,
  TransactionStatus,
  TransactionStatusQuery,
  UniqueItemsQuery,
  UniqueItemsResponse,
  UpgradeRateResponse,
  UpgradeRequest,
  UpgradeResponse,
  UpgradeStatistic,
  User,
} from '@tastydrop/domain';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** One endpoint. `Request` is the query of a GET or the body of a POST; the two type slots are never set at run time. */
export interface Endpoint<Path extends string = string, Request = unknown, Response = unknown> {
  readonly method: HttpMethod;
  readonly path: Path;
  /** The endpoint needs the session: its `authentication` failures end the session. */
  readonly auth: boolean;
  readonly request?: Request;
  readonly response?: Response;
}

type Schema = z.ZodType;
/**
 * What the caller sends: the schema's parsed form (the server's coercions read query strings; the
 * client sends the typed values), `void` for a call without a request.
 */
type In<S> = S extends Schema ? z.output<S> : void;

function endpoint<Res extends Schema, Req extends Schema | void = void>() {
  return <Path extends string>(method: HttpMethod, path: Path, auth = false): Endpoint<Path, In<Req>, z.output<Res>> => ({ method, path, auth });
}

export const endpoints = {
  'users.me': endpoint<typeof User>()('GET', '/v1/users/me', true),

  'cases.detail': endpoint<typeof CaseDetails>()('GET', '/v1/cases/:slug'),
  'cases.open': endpoint<typeof CaseOpenResponse, typeof CaseOpenRequest>()('POST', '/v1/cases/:slug/open', true),

  /** Another player's inventory (public). */
  'inventory.list': endpoint<typeof InventoryList, typeof InventoryQuery>()('GET', '/v1/inventory/get'),
  /** The signed-in player's own inventory: the same call, sent with the session. */
  'inventory.own': endpoint<typeof InventoryList, typeof InventoryQuery>()('GET', '/v1/inventory/get', true),
  'inventory.sell': endpoint<typeof SellResponse, typeof SellOneRequest>()('POST', '/v1/inventory/sell', true),
  'inventory.sellMany': endpoint<typeof SellResponse, typeof SellManyRequest>()('POST', '/v1/inventory/sell/many', true),
  'inventory.sellAll': endpoint<typeof SellResponse>()('POST', '/v1/inventory/sell/all', true),
  'inventory.openPack': endpoint<typeof PackOpenResponse, typeof PackOpenRequest>()('POST', '/v1/inventory/packs/open', true),

  'upgrades.rate': endpoint<typeof UpgradeRateResponse>()('GET', '/v1/upgrade-rate'),
  'upgrades.uniqueItems': endpoint<typeof UniqueItemsResponse, typeof UniqueItemsQuery>()('GET', '/v1/unique-items'),
  'upgrades.recent': endpoint<typeof RecentUpgradesResponse, typeof RecentUpgradesQuery>()('GET', '/v1/upgrades'),
  'upgrades.statistic': endpoint<typeof UpgradeStatistic>()('GET', '/v1/upgrades/statistic'),
  'upgrades.upgrade': endpoint<typeof UpgradeResponse, typeof UpgradeRequest>()('POST', '/v1/upgrades/upgrade-items', true),

  'contracts.preview': endpoint<typeof ContractPreview, typeof ContractPreviewQuery>()('GET', '/v1/contracts/preview'),
  'contracts.history': endpoint<typeof ContractsResponse, typeof ContractsQuery>()('GET', '/v1/contracts', true),
  'contracts.sign': endpoint<typeof ContractResponse, typeof ContractRequest>()('POST', '/v1/contracts', true),

  'payments.countries': endpoint<typeof PaymentCountryList>()('GET', '/v1/payments/countries'),
  'payments.country': endpoint<typeof PaymentCountry>()('GET', '/v1/payments/countries/:iso'),
  'payments.bonusLevels': endpoint<typeof BonusLevelList>()('GET', '/v1/payments/bonus/levels'),
  'payments.activePromo': endpoint<typeof ActivePromo>()('GET', '/v1/payments/promo/user', true),
  'payments.resetPromo': endpoint<typeof Ok>()('GET', '/v1/payments/promo/user/reset', true),
  'payments.applyPromo': endpoint<typeof PromoApplyResponse, typeof PromoApplyRequest>()('POST', '/v1/payments/promo/apply', true),
  'payments.start': endpoint<typeof TransactionStartResponse, typeof TransactionStartRequest>()('POST', '/v1/payments/transaction/start', true),
  'payments.status': endpoint<typeof TransactionStatus, typeof TransactionStatusQuery>()('GET', '/v1/payments/transaction/status', true),

  'techies.active': endpoint<typeof TechiesActiveResponse>()('GET', '/v1/techies/games/active', true),
  'techies.games': endpoint<typeof TechiesGamesResponse, typeof TechiesGamesQuery>()('GET', '/v1/techies/games', true),
  'techies.start': endpoint<typeof TechiesPlayResponse, typeof TechiesStartRequest>()('POST', '/v1/techies/games', true),
  'techies.reveal': endpoint<typeof TechiesPlayResponse, typeof TechiesRevealRequest>()('POST', '/v1/techies/games/:gameId/reveal', true),
  'techies.cashOut': endpoint<typeof TechiesPlayResponse>()('POST', '/v1/techies/games/:gameId/cashout', true),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<K extends EndpointName> = NonNullable<Endpoints[K]['request']>;
export type ResponseOf<K extends EndpointName> = NonNullable<Endpoints[K]['response']>;
