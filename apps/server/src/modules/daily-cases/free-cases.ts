import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FreeCase } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { freeCaseGrants } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { presentCaseCard } from '../cases/present-case.js';
import { retryOnCaseChange } from '../cases/case-changed.js';
import { openForFree, type FreeOpening } from './open-for-free.js';

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

/** Opens one free open of a grant: the decrement is conditional, so a grant never opens more than it holds. */
export function openFreeCase(db: Db, catalog: CaseCatalog, userId: number, grantId: number, now = new Date()): Promise<{ caseId: number; opened: FreeOpening }> {
  return retryOnCaseChange(catalog, () => openFreeCaseOnce(db, catalog, userId, grantId, now));
}

function openFreeCaseOnce(db: Db, catalog: CaseCatalog, userId: number, grantId: number, now: Date): Promise<{ caseId: number; opened: FreeOpening }> {
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .update(freeCaseGrants)
      .set({ remaining: sql`${freeCaseGrants.remaining} - 1` })
      .where(and(eq(freeCaseGrants.id, grantId), eq(freeCaseGrants.userId, userId), usable(now)))
      .returning({ caseId: freeCaseGrants.caseId });
    if (!grant) throw new AppError('free_case_used');
    const loaded = await catalog.get(grant.caseId);
    if (!loaded) throw new AppError('caseNotFound');
    return { caseId: grant.caseId, opened: await openForFree(tx, userId, loaded) };
  });
}
