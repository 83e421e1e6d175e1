/**
 * The response schema of every endpoint, for checking answers in development and tests only: the
 * client imports this module behind `import.meta.env.DEV`, so production builds leave it (and the
 * schemas) out. The mapped type makes the typecheck fail when a schema and the table disagree.
 */
import {
  ActivePromo,
  AnalyticsBatchResponse,
  AnalyticsSummary,
  PaymentRefundResult,
  BonusLevelList,
  CaseDetails,
  CaseOpenResponse,
  ContractPreview,
  ContractResponse,
  ContractsResponse,
  InventoryList,
  Ok,
  PackOpenResponse,
  PaymentCountry,
  PaymentCountryList,
  PromoApplyResponse,
  RecentUpgradesResponse,
  SellResponse,
  TechiesActiveResponse,
  TechiesGamesResponse,
  TechiesPlayResponse,
  TransactionStartResponse,
  TransactionStatus,
  UniqueItemsResponse,
  UpgradeRateResponse,
  UpgradeResponse,
  UpgradeStatistic,
  User,
} from '@tastydrop/domain';
import type { z } from 'zod';
import type { Endpoint, Endpoints, ResponseOf } from './endpoints';

export const responseSchemas: { [A in keyof Endpoints]: { [K in keyof Endpoints[A]]: z.ZodType<Endpoints[A][K] extends Endpoint ? ResponseOf<Endpoints[A][K]> : never> } } = {
  users: {
    me: User,
  },
  cases: {
    detail: CaseDetails,
    open: CaseOpenResponse,
  },
  inventory: {
    list: InventoryList,
    own: InventoryList,
    sell: SellResponse,
    sellMany: SellResponse,
    sellAll: SellResponse,
    openPack: PackOpenResponse,
  },
  upgrades: {
    rate: UpgradeRateResponse,
    uniqueItems: UniqueItemsResponse,
    recent: RecentUpgradesResponse,
    statistic: UpgradeStatistic,
    upgrade: UpgradeResponse,
  },
  contracts: {
    preview: ContractPreview,
    history: ContractsResponse,
    sign: ContractResponse,
  },
  payments: {
    countries: PaymentCountryList,
    country: PaymentCountry,
    bonusLevels: BonusLevelList,
    activePromo: ActivePromo,
    resetPromo: Ok,
    applyPromo: PromoApplyResponse,
    start: TransactionStartResponse,
    status: TransactionStatus,
  },
  techies: {
    active: TechiesActiveResponse,
    games: TechiesGamesResponse,
    start: TechiesPlayResponse,
    reveal: TechiesPlayResponse,
    cashOut: TechiesPlayResponse,
  },
  analytics: {
    events: AnalyticsBatchResponse,
  },
  adminOps: {
    analytics: AnalyticsSummary,
    refund: PaymentRefundResult,
  },
};
