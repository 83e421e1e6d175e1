/**
 * The response schema of every endpoint, for checking answers in development and tests only: each area's
 * schemas live beside its endpoints (endpoints/<area>-schemas.ts), and the client imports this index behind
 * `import.meta.env.DEV`, so production builds leave it (and the schemas) out. The mapped type makes the
 * typecheck fail when an area is missing.
 */
import type { Endpoints } from './endpoints';
import type { ResponseSchemasOf } from './endpoints/endpoint';
import { adminCatalogSchemas, statsSchemas } from './endpoints/admin-catalog-schemas';
import { adminContentSchemas } from './endpoints/admin-content-schemas';
import { adminEventsSchemas } from './endpoints/admin-events-schemas';
import { adminOpsSchemas } from './endpoints/admin-ops-schemas';
import { adminSchemas } from './endpoints/admin-schemas';
import { analyticsSchemas } from './endpoints/analytics-schemas';
import { adminExperimentsSchemas } from './endpoints/admin-experiments-schemas';
import { experimentsSchemas } from './endpoints/experiments-schemas';
import { authSchemas } from './endpoints/auth-schemas';
import { battlesSchemas } from './endpoints/battles-schemas';
import { casesSchemas } from './endpoints/cases-schemas';
import { contractsSchemas } from './endpoints/contracts-schemas';
import { eventsSchemas } from './endpoints/events-schemas';
import { fairnessSchemas } from './endpoints/fairness-schemas';
import { inventorySchemas } from './endpoints/inventory-schemas';
import { leaderboardsSchemas } from './endpoints/leaderboards-schemas';
import { missionsSchemas } from './endpoints/missions-schemas';
import { offersSchemas } from './endpoints/offers-schemas';
import { paymentsSchemas } from './endpoints/payments-schemas';
import { responsiblePlaySchemas } from './endpoints/responsible-play-schemas';
import { shellSchemas } from './endpoints/shell-schemas';
import { supportSchemas } from './endpoints/support-schemas';
import { identitySchemas } from './endpoints/identity-schemas';
import { partnersSchemas } from './endpoints/partners-schemas';
import { adminIdentitySchemas } from './endpoints/admin-identity-schemas';
import { adminPartnersSchemas } from './endpoints/admin-partners-schemas';
import { adminSupportSchemas } from './endpoints/admin-support-schemas';
import { techiesSchemas } from './endpoints/techies-schemas';
import { upgradesSchemas } from './endpoints/upgrades-schemas';
import { usersSchemas } from './endpoints/users-schemas';

export const responseSchemas: { [A in keyof Endpoints]: ResponseSchemasOf<Endpoints[A]> } = {
  admin: adminSchemas,
  auth: authSchemas,
  battles: battlesSchemas,
  users: usersSchemas,
  cases: casesSchemas,
  inventory: inventorySchemas,
  upgrades: upgradesSchemas,
  contracts: contractsSchemas,
  payments: paymentsSchemas,
  techies: techiesSchemas,
  events: eventsSchemas,
  fairness: fairnessSchemas,
  leaderboards: leaderboardsSchemas,
  missions: missionsSchemas,
  offers: offersSchemas,
  shell: shellSchemas,
  support: supportSchemas,
  adminSupport: adminSupportSchemas,
  responsiblePlay: responsiblePlaySchemas,
  analytics: analyticsSchemas,
  adminOps: adminOpsSchemas,
  adminContent: adminContentSchemas,
  adminCatalog: adminCatalogSchemas,
  adminEvents: adminEventsSchemas,
  stats: statsSchemas,
  experiments: experimentsSchemas,
  adminExperiments: adminExperimentsSchemas,
  identity: identitySchemas,
  partners: partnersSchemas,
  adminIdentity: adminIdentitySchemas,
  adminPartners: adminPartnersSchemas,
};
