/**
 * The table of the API's endpoints the web app calls, one file per area under endpoints/ (a page
 * downloads only the areas it calls): method, path with `:param` placeholders, whether the session
 * is needed, and the request and response types read from the domain's wire schemas. The schemas
 * are imported as types only: production bundles carry the paths and never the schemas
 * (each area's `<area>-schemas.ts` beside it holds them for development and tests).
 */
import { adminApi } from './endpoints/admin';
import { authApi } from './endpoints/auth';
import { battlesApi } from './endpoints/battles';
import { adminOpsApi } from './endpoints/admin-ops';
import { adminContentApi } from './endpoints/admin-content';
import { analyticsApi } from './endpoints/analytics';
import { adminExperimentsApi } from './endpoints/admin-experiments';
import { experimentsApi } from './endpoints/experiments';
import { adminCatalogApi, statsApi } from './endpoints/admin-catalog';
import { adminEventsApi } from './endpoints/admin-events';
import { casesApi } from './endpoints/cases';
import { contractsApi } from './endpoints/contracts';
import { eventsApi } from './endpoints/events';
import { fairnessApi } from './endpoints/fairness';
import { inventoryApi } from './endpoints/inventory';
import { leaderboardsApi } from './endpoints/leaderboards';
import { missionsApi } from './endpoints/missions';
import { offersApi } from './endpoints/offers';
import { paymentsApi } from './endpoints/payments';
import { shellApi } from './endpoints/shell';
import { supportApi } from './endpoints/support';
import { identityApi } from './endpoints/identity';
import { partnersApi } from './endpoints/partners';
import { adminIdentityApi } from './endpoints/admin-identity';
import { adminPartnersApi } from './endpoints/admin-partners';
import { adminSupportApi } from './endpoints/admin-support';
import { responsiblePlayApi } from './endpoints/responsible-play';
import { techiesApi } from './endpoints/techies';
import { upgradesApi } from './endpoints/upgrades';
import { usersApi } from './endpoints/users';

/** Every endpoint by area; imported by tests and the development checks, not by pages. */
export const endpoints = {
  admin: adminApi,
  auth: authApi,
  battles: battlesApi,
  users: usersApi,
  cases: casesApi,
  inventory: inventoryApi,
  upgrades: upgradesApi,
  contracts: contractsApi,
  payments: paymentsApi,
  techies: techiesApi,
  events: eventsApi,
  fairness: fairnessApi,
  leaderboards: leaderboardsApi,
  missions: missionsApi,
  offers: offersApi,
  shell: shellApi,
  support: supportApi,
  adminSupport: adminSupportApi,
  responsiblePlay: responsiblePlayApi,
  analytics: analyticsApi,
  adminOps: adminOpsApi,
  adminContent: adminContentApi,
  adminCatalog: adminCatalogApi,
  adminEvents: adminEventsApi,
  stats: statsApi,
  experiments: experimentsApi,
  adminExperiments: adminExperimentsApi,
  identity: identityApi,
  partners: partnersApi,
  adminIdentity: adminIdentityApi,
  adminPartners: adminPartnersApi,
};

export type Endpoints = typeof endpoints;
export type { Endpoint, RequestOf, ResponseOf } from './endpoints/endpoint';
