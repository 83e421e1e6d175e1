/**
 * The response schema of every endpoint, for checking answers in development and tests only: the
 * client imports this module behind `import.meta.env.DEV`, so production builds leave it (and the
 * schemas) out. The mapped type makes the typecheck fail when a schema and the table disagree.
 */
import {
  ActivePromo,
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
  TransactionStartResponse,
  TransactionStatus,
  UniqueItemsResponse,
  UpgradeRateResponse,
  UpgradeResponse,
  UpgradeStatistic,
  User,
} from '@tastydrop/domain';
import type { z } from 'zod';
import type { EndpointName, ResponseOf } from './endpoints';

export const responseSchemas: { [K in EndpointName]: z.ZodType<ResponseOf<K>> } = {
  'users.me': User,
  'cases.detail': CaseDetails,
  'cases.open': CaseOpenResponse,
  'inventory.list': InventoryList,
  'inventory.own': InventoryList,
  'inventory.sell': SellResponse,
  'inventory.sellMany': SellResponse,
  'inventory.sellAll': SellResponse,
  'inventory.openPack': PackOpenResponse,
  'upgrades.rate': UpgradeRateResponse,
  'upgrades.uniqueItems': UniqueItemsResponse,
  'upgrades.recent': RecentUpgradesResponse,
  'upgrades.statistic': UpgradeStatistic,
  'upgrades.upgrade': UpgradeResponse,
  'contracts.preview': ContractPreview,
  'contracts.history': ContractsResponse,
  'contracts.sign': ContractResponse,
  'payments.countries': PaymentCountryList,
  'payments.country': PaymentCountry,
  'payments.bonusLevels': BonusLevelList,
  'payments.activePromo': ActivePromo,
  'payments.resetPromo': Ok,
  'payments.applyPromo': PromoApplyResponse,
  'payments.start': TransactionStartResponse,
  'payments.status': TransactionStatus,
};
