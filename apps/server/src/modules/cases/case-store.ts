import { and, eq, inArray } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { caseDrops, cases, type VersionedCase } from '../../platform/db/schema/index.js';

/**
 * The writes of cases and their working drop tables (docs/decisions/053-one-owner-per-table.md): the cases module
 * alone changes `cases` and `case_drops`. Whoever changes what players are offered takes the publish lock first.
 */

export type NewCase = typeof cases.$inferInsert;
export type NewCaseDrop = typeof caseDrops.$inferInsert;

/** Adds cases in one statement; returns their ids and slugs in the order given. */
export async function insertCases(db: DbOrTx, rows: NewCase[]): Promise<{ id: number; slug: string }[]> {
  return db.insert(cases).values(rows).returning({ id: cases.id, slug: cases.slug });
}

/** Changes a case's settings (what its return depends on changes through installCaseTable). */
export async function saveCaseSettings(db: DbOrTx, caseId: number, settings: Partial<NewCase>): Promise<void> {
  await db.update(cases).set(settings).where(eq(cases.id, caseId));
}

/** Hides a case from players, or shows it again; false when the game has no such case. */
export async function markCaseHidden(db: DbOrTx, game: Game, caseId: number, hidden: boolean): Promise<boolean> {
  const [row] = await db.update(cases).set({ hidden }).where(and(eq(cases.id, caseId), eq(cases.game, game))).returning({ id: cases.id });
  return row !== undefined;
}

/** Sets the price (minor units) of a case that no catalog version holds a table of. */
export async function setCasePrice(db: DbOrTx, caseId: number, price: number): Promise<void> {
  await db.update(cases).set({ price }).where(eq(cases.id, caseId));
}

/** Sets the display order of cases: each id's position in `order`, one statement per case. */
export async function sortCases(db: DbOrTx, order: readonly number[]): Promise<void> {
  for (const [sort, id] of order.entries()) await db.update(cases).set({ sort }).where(eq(cases.id, id));
}

/** Adds drops to working drop tables in one statement. */
export async function insertCaseDrops(db: DbOrTx, rows: NewCaseDrop[]): Promise<void> {
  await db.insert(caseDrops).values(rows);
}

/** Sets the tickets of one drop of a working table. */
export async function setDropWeight(db: DbOrTx, dropId: number, weight: number): Promise<void> {
  await db.update(caseDrops).set({ weight }).where(eq(caseDrops.id, dropId));
}

/**
 * Makes a published table the case's working one: its drops in ticket order replace the case's, and the case takes
 * its price, free opens and items per open, and names the version (`cases.table_version`).
 */
export async function installCaseTable(db: DbOrTx, caseId: number, table: VersionedCase, versionId: number): Promise<void> {
  await db.delete(caseDrops).where(eq(caseDrops.caseId, caseId));
  await db.insert(caseDrops).values(table.drops.map((d, sort) => ({ caseId, itemId: d.itemId, weight: d.weight, sort })));
  await db
    .update(cases)
    .set({ price: table.price, everyNOpenFree: table.everyNOpenFree, multifixNumber: table.multifixNumber, multicastRange: table.multicastRange, tableVersion: versionId })
    .where(eq(cases.id, caseId));
}

/** Names a version as the one holding the cases' tables, for cases whose tables it holds unchanged. */
export async function markTableVersion(db: DbOrTx, caseIds: readonly number[], versionId: number): Promise<void> {
  await db.update(cases).set({ tableVersion: versionId }).where(inArray(cases.id, [...caseIds]));
}
