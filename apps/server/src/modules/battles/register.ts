import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { oldBattleRoutes } from './old-routes.js';
import { v1BattleRoutes } from './v1-routes.js';

/** Every battle call: the old API and the statistics calls. */
export function battleRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  oldBattleRoutes(app, deps, catalog);
  v1BattleRoutes(app, deps);
}
