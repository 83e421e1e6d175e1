import {
  ConsoleCaseInput,
  ConsoleCatalogCase,
  ConsoleCreated,
  ConsoleIdParams,
  ConsoleMonitor,
  OpeningCheck,
  RollbackResult,
  ConsoleItemInput,
  ConsoleItemSaved,
  ConsoleItemSearch,
  ConsoleMarketPrices,
  ConsoleReorder,
  ConsoleRows,
  ConsoleSectionInput,
  ConsoleVisibility,
  Ok,
  PriceImportPreview,
  PriceImportRequest,
  PublishCaseRequest,
  PublishResult,
  RollbackRequest,
} from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { actorOf, type createConsoleAccess } from './console-access.js';
import { PUBLISH_ROLES, type ConsoleRole } from './console-roles.js';
import { createCase, createItem, createSection, reorder, setCaseHidden, setItemHidden, setSectionHidden, updateCase, updateItem, updateSection } from './catalog-edits.js';
import { getCatalogCase, listCatalogCases, listCatalogSections, searchCatalogItems } from './catalog-reads.js';
import { listCatalogVersions, rollbackCatalog } from './catalog-versions.js';
import { checkOpening } from './check-opening.js';
import { checkRollbackReturns } from './check-case-returns.js';
import { repriceBounds, repriceStatus } from './market-reprice.js';
import { importPrices } from './import-prices.js';
import { configuredSources, createPriceFeeds } from '../prices/price-feeds.js';
import { readMarketPrices } from '../prices/read-market-prices.js';
import { publishCase } from './publish-case.js';
import { caseRtpMonitor, healthReadings } from './rtp-monitor.js';

/** Who may work on the catalog and read its health. */
export const CATALOG_ROLES = {
  read: ['owner', 'admin', 'content', 'finance'],
  edit: ['owner', 'admin', 'content'],
  /** Publishing and rolling back change the odds players get; any other account's price change is a draft for these. */
  publish: PUBLISH_ROLES,
  prices: ['owner', 'admin', 'finance'],
  monitor: ['owner', 'admin', 'finance'],
} as const satisfies Record<string, readonly ConsoleRole[]>;

const Created = ConsoleCreated;
const Rows = { 200: ConsoleRows };

/** The console's catalog: cases, sections and items, publishing versions, prices and the return monitor. */
export function catalogConsoleRoutes(app: App, deps: ModuleDeps, access: ReturnType<typeof createConsoleAccess>, catalog: CaseCatalog): void {
  const { db, config } = deps;
  const game = config.GAME;
  const allow = (roles: readonly ConsoleRole[]) => access.allow(roles);
  const changed = <T>(result: T): T => {
    catalog.invalidate();
    return result;
  };
  const ok = async (work: Promise<void>) => {
    await work;
    catalog.invalidate();
    return { ok: true as const };
  };

  app.get('/api/admin/catalog/cases', { onRequest: allow(CATALOG_ROLES.read), schema: { response: Rows } }, () => listCatalogCases(db, game));
  app.get(
    '/api/admin/catalog/cases/:id',
    { onRequest: allow(CATALOG_ROLES.read), schema: { params: ConsoleIdParams, response: { 200: ConsoleCatalogCase } } },
    async (req) => ({ ...(await getCatalogCase(db, game, req.params.id)), rtpCeiling: config.ADMIN_RTP_CEILING }),
  );
  app.post('/api/admin/catalog/cases', { onRequest: allow(CATALOG_ROLES.edit), schema: { body: ConsoleCaseInput, response: { 200: Created } } }, async (req) =>
    changed(await createCase(db, actorOf(req), game, req.body)),
  );
  app.post('/api/admin/catalog/cases/:id', { onRequest: allow(CATALOG_ROLES.edit), schema: { params: ConsoleIdParams, body: ConsoleCaseInput, response: { 200: Ok } } }, (req) =>
    ok(updateCase(db, actorOf(req), game, req.params.id, req.body)),
  );
  app.post('/api/admin/catalog/cases/:id/visibility', { onRequest: allow(CATALOG_ROLES.edit), schema: { params: ConsoleIdParams, body: ConsoleVisibility, response: { 200: Ok } } }, (req) =>
    ok(setCaseHidden(db, actorOf(req), game, req.params.id, req.body.hidden, req.body.reason ?? null)),
  );
  app.post('/api/admin/catalog/cases/order', { onRequest: allow(CATALOG_ROLES.edit), schema: { body: ConsoleReorder, response: { 200: Ok } } }, (req) =>
    ok(reorder(db, actorOf(req), game, 'cases', req.body.ids)),
  );
  app.post('/api/admin/catalog/cases/:id/publish', { onRequest: allow(CATALOG_ROLES.publish), schema: { params: ConsoleIdParams, body: PublishCaseRequest, response: { 200: PublishResult } } }, async (req) =>
    changed(await publishCase(db, actorOf(req), game, req.params.id, req.body, config.ADMIN_RTP_CEILING)),
  );

  app.get('/api/admin/catalog/sections', { onRequest: allow(CATALOG_ROLES.read), schema: { response: Rows } }, () => listCatalogSections(db, game));
  app.post('/api/admin/catalog/sections', { onRequest: allow(CATALOG_ROLES.edit), schema: { body: ConsoleSectionInput, response: { 200: Created } } }, async (req) =>
    changed(await createSection(db, actorOf(req), game, req.body)),
  );
  app.post('/api/admin/catalog/sections/:id', { onRequest: allow(CATALOG_ROLES.edit), schema: { params: ConsoleIdParams, body: ConsoleSectionInput, response: { 200: Ok } } }, (req) =>
    ok(updateSection(db, actorOf(req), game, req.params.id, req.body)),
  );
  app.post('/api/admin/catalog/sections/:id/visibility', { onRequest: allow(CATALOG_ROLES.edit), schema: { params: ConsoleIdParams, body: ConsoleVisibility, response: { 200: Ok } } }, (req) =>
    ok(setSectionHidden(db, actorOf(req), game, req.params.id, req.body.hidden, req.body.reason ?? null)),
  );
  app.post('/api/admin/catalog/sections/order', { onRequest: allow(CATALOG_ROLES.edit), schema: { body: ConsoleReorder, response: { 200: Ok } } }, (req) =>
    ok(reorder(db, actorOf(req), game, 'sections', req.body.ids)),
  );

  app.get('/api/admin/catalog/items', { onRequest: allow(CATALOG_ROLES.read), schema: { querystring: ConsoleItemSearch, response: Rows } }, (req) =>
    searchCatalogItems(db, game, req.query.q),
  );
  app.post('/api/admin/catalog/items', { onRequest: allow(CATALOG_ROLES.edit), schema: { body: ConsoleItemInput, response: { 200: Created } } }, async (req) =>
    changed(await createItem(db, actorOf(req), game, req.body)),
  );
  app.post('/api/admin/catalog/items/:id', { onRequest: allow(CATALOG_ROLES.edit), schema: { params: ConsoleIdParams, body: ConsoleItemInput, response: { 200: ConsoleItemSaved } } }, async (req) =>
    changed({ ok: true as const, ...(await updateItem(db, actorOf(req), game, req.params.id, req.body, config.ADMIN_RTP_CEILING)) }),
  );
  app.post('/api/admin/catalog/items/:id/visibility', { onRequest: allow(CATALOG_ROLES.edit), schema: { params: ConsoleIdParams, body: ConsoleVisibility, response: { 200: Ok } } }, (req) =>
    ok(setItemHidden(db, actorOf(req), game, req.params.id, req.body.hidden, req.body.reason ?? null)),
  );
  app.post(
    '/api/admin/catalog/prices',
    { onRequest: allow(CATALOG_ROLES.prices), bodyLimit: 6 * 1024 * 1024, schema: { body: PriceImportRequest, response: { 200: PriceImportPreview } } },
    async (req) => {
      const result = await importPrices(db, actorOf(req), game, req.body, config.ADMIN_RTP_CEILING);
      return result.applied ? changed(result) : result;
    },
  );

  const priceSources = configuredSources(createPriceFeeds(config));
  app.get('/api/admin/prices/market', { onRequest: allow(CATALOG_ROLES.prices), schema: { response: { 200: ConsoleMarketPrices } } }, async () => ({
    ...(await readMarketPrices(db, game, priceSources)),
    reprice: await repriceStatus(db, config.PRICES_REPRICE === 'on' && priceSources.length > 0, repriceBounds(config)),
  }));

  app.get('/api/admin/catalog/versions', { onRequest: allow(CATALOG_ROLES.read), schema: { response: Rows } }, () => listCatalogVersions(db, game));
  app.post('/api/admin/catalog/versions/:id/rollback', { onRequest: allow(CATALOG_ROLES.publish), schema: { params: ConsoleIdParams, body: RollbackRequest, response: { 200: RollbackResult } } }, async (req) => {
    await checkRollbackReturns(db, game, req.params.id, config.ADMIN_RTP_CEILING);
    return changed(await rollbackCatalog(db, actorOf(req), game, req.params.id, req.body.reason));
  });
  app.get('/api/admin/openings/:id/check', { onRequest: allow(CATALOG_ROLES.monitor), schema: { params: ConsoleIdParams, response: { 200: OpeningCheck } } }, (req) =>
    checkOpening(db, req.params.id),
  );

  app.get('/api/admin/monitor', { onRequest: allow(CATALOG_ROLES.monitor), schema: { response: { 200: ConsoleMonitor } } }, async () => ({
    cases: await caseRtpMonitor(db, catalog),
    ...(await healthReadings(db)),
  }));
}

