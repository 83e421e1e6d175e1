import type {
  CaseRtpStats,
  ConsoleCaseInput,
  ConsoleCatalogCase,
  ConsoleCreated,
  ConsoleItemInput,
  ConsoleItemSaved,
  ConsoleItemSearch,
  ConsoleMarketPrices,
  ConsoleMonitor,
  ConsoleReorder,
  ConsoleRows,
  ConsoleSectionInput,
  ConsoleVisibility,
  Ok,
  OpeningCheck,
  PartnerProgrammeTotals,
  PriceImportPreview,
  PriceImportRequest,
  PublishCaseRequest,
  PublishResult,
  RollbackRequest,
  RollbackResult,
} from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The console's catalog calls: cases, sections, items, versions, prices and the return monitor. */
export const adminCatalogApi = {
  cases: endpoint<typeof ConsoleRows>()('adminCatalog.cases', 'GET', '/admin/catalog/cases', true),
  case: endpoint<typeof ConsoleCatalogCase>()('adminCatalog.case', 'GET', '/admin/catalog/cases/:id', true),
  createCase: endpoint<typeof ConsoleCreated, typeof ConsoleCaseInput>()('adminCatalog.createCase', 'POST', '/admin/catalog/cases', true),
  updateCase: endpoint<typeof Ok, typeof ConsoleCaseInput>()('adminCatalog.updateCase', 'POST', '/admin/catalog/cases/:id', true),
  caseVisibility: endpoint<typeof Ok, typeof ConsoleVisibility>()('adminCatalog.caseVisibility', 'POST', '/admin/catalog/cases/:id/visibility', true),
  reorderCases: endpoint<typeof Ok, typeof ConsoleReorder>()('adminCatalog.reorderCases', 'POST', '/admin/catalog/cases/order', true),
  publish: endpoint<typeof PublishResult, typeof PublishCaseRequest>()('adminCatalog.publish', 'POST', '/admin/catalog/cases/:id/publish', true),
  sections: endpoint<typeof ConsoleRows>()('adminCatalog.sections', 'GET', '/admin/catalog/sections', true),
  createSection: endpoint<typeof ConsoleCreated, typeof ConsoleSectionInput>()('adminCatalog.createSection', 'POST', '/admin/catalog/sections', true),
  updateSection: endpoint<typeof Ok, typeof ConsoleSectionInput>()('adminCatalog.updateSection', 'POST', '/admin/catalog/sections/:id', true),
  sectionVisibility: endpoint<typeof Ok, typeof ConsoleVisibility>()('adminCatalog.sectionVisibility', 'POST', '/admin/catalog/sections/:id/visibility', true),
  reorderSections: endpoint<typeof Ok, typeof ConsoleReorder>()('adminCatalog.reorderSections', 'POST', '/admin/catalog/sections/order', true),
  items: endpoint<typeof ConsoleRows, typeof ConsoleItemSearch>()('adminCatalog.items', 'GET', '/admin/catalog/items', true),
  createItem: endpoint<typeof ConsoleCreated, typeof ConsoleItemInput>()('adminCatalog.createItem', 'POST', '/admin/catalog/items', true),
  updateItem: endpoint<typeof ConsoleItemSaved, typeof ConsoleItemInput>()('adminCatalog.updateItem', 'POST', '/admin/catalog/items/:id', true),
  itemVisibility: endpoint<typeof Ok, typeof ConsoleVisibility>()('adminCatalog.itemVisibility', 'POST', '/admin/catalog/items/:id/visibility', true),
  prices: endpoint<typeof PriceImportPreview, typeof PriceImportRequest>()('adminCatalog.prices', 'POST', '/admin/catalog/prices', true),
  marketPrices: endpoint<typeof ConsoleMarketPrices>()('adminCatalog.marketPrices', 'GET', '/admin/prices/market', true),
  versions: endpoint<typeof ConsoleRows>()('adminCatalog.versions', 'GET', '/admin/catalog/versions', true),
  rollback: endpoint<typeof RollbackResult, typeof RollbackRequest>()('adminCatalog.rollback', 'POST', '/admin/catalog/versions/:id/rollback', true),
  checkOpening: endpoint<typeof OpeningCheck>()('adminCatalog.checkOpening', 'GET', '/admin/openings/:id/check', true),
  monitor: endpoint<typeof ConsoleMonitor>()('adminCatalog.monitor', 'GET', '/admin/monitor', true),
} as const;

/** The public statistics page's call. */
export const statsApi = {
  cases: endpoint<typeof CaseRtpStats>()('stats.cases', 'GET', '/v1/stats/cases'),
  partners: endpoint<typeof PartnerProgrammeTotals>()('stats.partners', 'GET', '/v1/stats/partners'),
} as const;
