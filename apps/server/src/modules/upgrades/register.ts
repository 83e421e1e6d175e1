import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { contractsRoutes } from '../contracts/routes.js';
import { upgradesRoutes } from './routes.js';

/** Upgrades and contracts (issue 6), registered together from app.ts. */
export function upgradeAndContractRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  upgradesRoutes(app, deps, catalog);
  contractsRoutes(app, deps);
}
