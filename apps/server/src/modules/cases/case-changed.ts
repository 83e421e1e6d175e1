import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { cases } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog, LoadedCase } from './case-catalog.js';

/**
 * A case's table changed after the catalog that served it was loaded: whatever priced or paid by
 * that table was refused inside its transaction, which wrote nothing. `current` is the catalog
 * version the case is at now (null: none), what a reloaded catalog must reach.
 */
export class CaseChangedError extends AppError {
  constructor(readonly current: number | null) {
    super('case_changed');
  }
}

/**
 * Inside the transaction that charges or pays by these cached tables: refuses unless each case's
 * table is still at the version the catalog loaded. A publish that commits after this read leaves
 * the transaction on the version it checked, which was in force when it read it.
 */
export async function assertCurrentTables(tx: DbOrTx, loaded: readonly LoadedCase[]): Promise<void> {
  if (loaded.length === 0) return;
  const rows = await tx
    .select({ id: cases.id, tableVersion: cases.tableVersion })
    .from(cases)
    .where(inArray(cases.id, [...new Set(loaded.map((c) => c.row.id))]));
  const now = new Map(rows.map((r) => [r.id, r.tableVersion]));
  for (const c of loaded) {
    const current = now.get(c.row.id);
    if (current === undefined) throw new AppError('caseNotFound');
    if (current !== c.catalogVersion) throw new CaseChangedError(current);
  }
}

/**
 * Runs `work`, which takes its cases from `catalog`; when it was refused because a case changed
 * since the catalog was loaded, brings the catalog up to that change and runs it once more. A second
 * refusal reaches the player (case_changed: try again).
 */
export async function retryOnCaseChange<T>(catalog: CaseCatalog, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CaseChangedError)) throw error;
    await catalog.catchUp(error.current ?? 0);
    return work();
  }
}
