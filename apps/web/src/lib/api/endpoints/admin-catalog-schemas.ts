import {
  CaseRtpStats,
  ConsoleCatalogCase,
  ConsoleCreated,
  ConsoleItemSaved,
  ConsoleMonitor,
  ConsoleRows,
  Ok,
  OpeningCheck,
  PartnerProgrammeTotals,
  PriceImportPreview,
  ConsoleMarketPrices,
  PublishResult,
  RollbackResult,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { adminCatalogApi, statsApi } from './admin-catalog';

/** What each call of adminCatalogApi answers, checked in development and tests only (response-schemas.ts). */
export const adminCatalogSchemas: ResponseSchemasOf<typeof adminCatalogApi> = {
  cases: ConsoleRows,
  case: ConsoleCatalogCase,
  createCase: ConsoleCreated,
  updateCase: Ok,
  caseVisibility: Ok,
  reorderCases: Ok,
  publish: PublishResult,
  sections: ConsoleRows,
  createSection: ConsoleCreated,
  updateSection: Ok,
  sectionVisibility: Ok,
  reorderSections: Ok,
  items: ConsoleRows,
  createItem: ConsoleCreated,
  updateItem: ConsoleItemSaved,
  itemVisibility: Ok,
  prices: PriceImportPreview,
  marketPrices: ConsoleMarketPrices,
  versions: ConsoleRows,
  rollback: RollbackResult,
  checkOpening: OpeningCheck,
  monitor: ConsoleMonitor,
};

/** What each call of statsApi answers, checked in development and tests only (response-schemas.ts). */
export const statsSchemas: ResponseSchemasOf<typeof statsApi> = {
  cases: CaseRtpStats,
  partners: PartnerProgrammeTotals,
};
