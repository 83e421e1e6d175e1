import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FreeCase } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { freeCaseGrants } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog, LoadedCase } from '../cases/case-catalog.js';
import { presentCaseCard } from '../cases/present-case.js';
import { retryOnCaseChange } from '../cases/case-changed.js';
import { openFreeChecked, type OpenedCase } from '../cases/open-case.js';
import { useFreeCaseGrant } from '../rewards/grant-free-case.js';

const usable = (now: Date) =>
  and(gt(freeCaseGrants.remaining, 0), or(isNull(freeCaseGrants.expiresAt), gt(freeCaseGrants.expiresAt, sql`${now.toISOString()}::timestamptz`)));

/** GET /v1/cases/free: the player's free cases with opens left, with their counters. */
export async function listFreeCases(db: DbOrTx, catalog: CaseCatalog, userId: number, now = new Date()): Promise<FreeCase[]> {
  const grants = await db
    .select()
    .from(freeCaseGrants)
    .where(and(eq(freeCaseGrants.userId, userId), usable(now)))
    .orderBy(asc(freeCaseGrants.id));
  const out: FreeCase[] = [];
  for (const g of grants) {
    const loaded = await catalog.get(g.caseId);
    if (!loaded) continue;
    const card = presentCaseCard(loaded);
    out.push({
      ...card,
      grantId: g.id,
      source: g.source,
      remaining: g.remaining,
      counterType: g.expiresAt ? 'time' : 'quantity',
      counterStart: g.createdAt.toISOString(),
      counterEnd: g.expiresAt ? g.expiresAt.toISOString() : null,
      priceData: { ...card.priceData, oldPrice: card.priceData.price, price: 0 },
    });
  }
  return out;
}

/**
 * Opens one free open of a grant as a zero-price open of the one opening path: the decrement is
 * conditional and in the open's transaction, so a grant never opens more than it holds.
 */
export function openFreeCase(db: Db, catalog: CaseCatalog, userId: number, grantId: number, now = new Date()): Promise<{ c: LoadedCase; opened: OpenedCase }> {
  return retryOnCaseChange(catalog, async () => {
    const [grant] = await db
      .select({ caseId: freeCaseGrants.caseId })
      .from(freeCaseGrants)
      .where(and(eq(freeCaseGrants.id, grantId), eq(freeCaseGrants.userId, userId), usable(now)));
    if (!grant) throw new AppError('free_case_used');
    const loaded = await catalog.get(grant.caseId);
    if (!loaded) throw new AppError('caseNotFound');
    const opened = await openFreeChecked(db, userId, loaded, async (tx) => {
      if (!(await useFreeCaseGrant(tx, { grantId, userId, caseId: grant.caseId, now }))) throw new AppError('free_case_used');
    });
    return { c: loaded, opened };
  });
}
