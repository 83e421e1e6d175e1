import type { RecentUpgradesQuery, RecentUpgradesResponse, UniqueItemsQuery, UniqueItemsResponse, UpgradeRateResponse, UpgradeRequest, UpgradeResponse, UpgradeStatistic } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The upgrades calls of the web app. */
export const upgradesApi = {
  rate: endpoint<typeof UpgradeRateResponse>()('upgrades.rate', 'GET', '/v1/upgrade-rate'),
  uniqueItems: endpoint<typeof UniqueItemsResponse, typeof UniqueItemsQuery>()('upgrades.uniqueItems', 'GET', '/v1/unique-items'),
  recent: endpoint<typeof RecentUpgradesResponse, typeof RecentUpgradesQuery>()('upgrades.recent', 'GET', '/v1/upgrades'),
  statistic: endpoint<typeof UpgradeStatistic>()('upgrades.statistic', 'GET', '/v1/upgrades/statistic'),
  upgrade: endpoint<typeof UpgradeResponse, typeof UpgradeRequest>()('upgrades.upgrade', 'POST', '/v1/upgrades/upgrade-items', true),
} as const;
