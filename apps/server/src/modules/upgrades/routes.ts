import { z } from 'zod';
import {
  BigId,
  RecentUpgradesQuery,
  RecentUpgradesResponse,
  UPGRADE_DEFAULT_FACTOR,
  UPGRADE_MAX_ITEMS,
  UPGRADE_MULTIPLIER_PRESETS,
  UPGRADE_PRICE_MAX_DIFFERENCE,
  UPGRADE_RATE_BP,
  UniqueItemsQuery,
  UniqueItemsResponse,
  UpgradeRateResponse,
  UpgradeRecord,
  UpgradeRecordsQuery,
  UpgradeRecordsResponse,
  UpgradeRequest,
  UpgradeResponse,
  UpgradeStatistic,
} from '@tastydrop/domain';
import { isPooled } from '../../platform/db/raw.js';
import { configuredBatcher, sharedBatchOptions, type Batcher } from '../../platform/db/request-batcher.js';
import { authOf, publicRoute } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { listRecentUpgrades, getUpgradeStatistic } from './list-recent-upgrades.js';
import { listUniqueItems } from './list-unique-items.js';
import { getUpgradeRecord, listUpgradeRecords } from './list-upgrade-records.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { runUpgradeBatch } from './upgrade-items-batch.js';
import { prepareUpgrade, upgradeItemsChecked, type UpgradeRequest as PreparedUpgrade } from './upgrade-items.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How upgrades run (batched on PostgreSQL); tests read its counts. */
    upgrader: Batcher<PreparedUpgrade, UpgradeResponse>;
  }
}

/** The upgrade calls plus the player's upgrade records for the provably-fair pages. */
export function upgradesRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const { db, config } = deps;
  const upgrader = configuredBatcher<PreparedUpgrade, UpgradeResponse>(
    config.UPGRADE_BATCH,
    isPooled(db),
    { runBatch: (requests) => runUpgradeBatch(db, config.GAME, requests), runSingle: (r) => upgradeItemsChecked(db, r) },
    sharedBatchOptions(config, app.log, 'upgrades', deps.metrics),
  );
  app.decorate('upgrader', upgrader);
  app.addHook('onClose', () => upgrader.drain());

  app.get('/api/v1/unique-items', { onRequest: publicRoute, schema: { querystring: UniqueItemsQuery, response: { 200: UniqueItemsResponse } } }, (req) =>
    listUniqueItems(db, config.GAME, req.query),
  );

  app.get('/api/v1/upgrade-rate', { onRequest: publicRoute, schema: { response: { 200: UpgradeRateResponse } } }, () => ({
    upgradeRate: UPGRADE_RATE_BP / 10_000,
    priceMaxDifference: UPGRADE_PRICE_MAX_DIFFERENCE,
    maxItems: UPGRADE_MAX_ITEMS,
    defaultFactor: UPGRADE_DEFAULT_FACTOR,
    presets: [...UPGRADE_MULTIPLIER_PRESETS],
  }));

  app.post(
    '/api/v1/upgrades/upgrade-items',
    {
      onRequest: deps.requireAuth,
      config: { rateLimit: { max: config.OPEN_RATE_LIMIT, timeWindow: 1000 } },
      schema: { body: UpgradeRequest, response: { 200: UpgradeResponse } },
    },
    async (req) => {
      const result = await upgrader.submit(await prepareUpgrade(catalog, config.GAME, authOf(req).userId, req.body));
      deps.metrics.played('upgrade');
      deps.activity.written();
      return result;
    },
  );

  app.get('/api/v1/upgrades/statistic', { onRequest: deps.optionalAuth, schema: { response: { 200: UpgradeStatistic } } }, (req) =>
    getUpgradeStatistic(db, req.auth?.userId ?? null),
  );

  app.get('/api/v1/upgrades', { onRequest: publicRoute, schema: { querystring: RecentUpgradesQuery, response: { 200: RecentUpgradesResponse } } }, async (req) => ({
    items: await listRecentUpgrades(db, req.query),
  }));

  app.get(
    '/api/v1/provably-fair/upgrades',
    { onRequest: deps.requireAuth, schema: { querystring: UpgradeRecordsQuery, response: { 200: UpgradeRecordsResponse } } },
    (req) => listUpgradeRecords(db, authOf(req).userId, req.query),
  );

  app.get(
    '/api/v1/provably-fair/upgrades/:upgradeId',
    { onRequest: deps.requireAuth, schema: { params: z.object({ upgradeId: BigId }), response: { 200: UpgradeRecord } } },
    (req) => getUpgradeRecord(db, authOf(req).userId, req.params.upgradeId),
  );
}
