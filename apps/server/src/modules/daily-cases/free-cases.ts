import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FreeCase } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { rawQuery } from '../../platform/db/raw.js';
import { freeCaseGrants, freeCaseGrants as g } from '../../platform/db/schema/index.js';
import { arg, sqlText } from '../../platform/db/sql-text.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog, LoadedCase } from '../cases/case-catalog.js';
import { presentCaseCard } from '../cases/present-case.js';
import { retryOnCaseChange } from '../cases/case-changed.js';
import { openFreeChecked, type OpenedCase } from '../cases/open-case.js';

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

// arg 1 the grant, 2 the player, 3 the grant's case, 4 now: one open of a grant that still has one.
const USE_GRANT = sqlText`
  UPDATE ${g} SET ${g.remaining} = ${g.remaining} - 1
  WHERE ${g.id} = ${arg(1)} AND ${g.userId} = ${arg(2)} AND ${g.caseId} = ${arg(3)} AND ${g.remaining} > 0
    AND (${g.expiresAt} IS NULL OR ${g.expiresAt} > ${arg(4)}::timestamptz)
  RETURNING ${g.id} AS id`;

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
      const used = await rawQuery(tx, 'free_grant_use', USE_GRANT, [grantId, userId, grant.caseId, now.toISOString()]);
      if (used.length === 0) throw new AppError('free_case_used');
    });
    return { c: loaded, opened };
  });
}
