import {
  RecentUpgradesResponse,
  UniqueItemsResponse,
  UpgradeRateResponse,
  UpgradeResponse,
  UpgradeStatistic,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { upgradesApi } from './upgrades';

/** What each upgrades call answers, checked in development and tests only (response-schemas.ts). */
export const upgradesSchemas: ResponseSchemasOf<typeof upgradesApi> = {
  rate: UpgradeRateResponse,
  uniqueItems: UniqueItemsResponse,
  recent: RecentUpgradesResponse,
  statistic: UpgradeStatistic,
  upgrade: UpgradeResponse,
};
