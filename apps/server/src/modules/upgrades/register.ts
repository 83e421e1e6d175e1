import type { App, ModuleDeps } from '../../platform/http/types.js';
import { contractsRoutes } from '../contracts/routes.js';
import { upgradesRoutes } from './routes.js';

/** Upgrades and contracts (issue 6), registered together from app.ts. */
export function upgradeAndContractRoutes(app: App, deps: ModuleDeps): void {
  upgradesRoutes(app, deps);
  contractsRoutes(app, deps);
}
