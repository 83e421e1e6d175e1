/**
 * The table of the API's endpoints the web app calls, one file per area under endpoints/ (a page
 * downloads only the areas it calls): method, path with `:param` placeholders, whether the session
 * is needed, and the request and response types read from the domain's wire schemas. The schemas
 * are imported as types only: production bundles carry the paths and never the schemas
 * (response-schemas.ts holds them for development and tests).
 */
import { adminCatalogApi, statsApi } from './endpoints/admin-catalog';
import { casesApi } from './endpoints/cases';
import { contractsApi } from './endpoints/contracts';
import { inventoryApi } from './endpoints/inventory';
import { paymentsApi } from './endpoints/payments';
import { techiesApi } from './endpoints/techies';
import { upgradesApi } from './endpoints/upgrades';
import { usersApi } from './endpoints/users';

/** Every endpoint by area; imported by tests and the development checks, not by pages. */
export const endpoints = {
  users: usersApi,
  cases: casesApi,
  inventory: inventoryApi,
  upgrades: upgradesApi,
  contracts: contractsApi,
  payments: paymentsApi,
  techies: techiesApi,
  adminCatalog: adminCatalogApi,
  stats: statsApi,
};

export type Endpoints = typeof endpoints;
export type { Endpoint, RequestOf, ResponseOf } from './endpoints/endpoint';
