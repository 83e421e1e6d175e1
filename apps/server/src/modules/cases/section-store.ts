import { and, eq } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { caseSections } from '../../platform/db/schema/index.js';

/** The writes of case sections (docs/decisions/053-one-owner-per-table.md): the cases module alone changes `case_sections`. */

export type NewSection = typeof caseSections.$inferInsert;

/** What the console edits of a section. */
export type SectionSettings = Partial<Pick<NewSection, 'slug' | 'name' | 'isEvent' | 'showOnMain' | 'showInBattles'>>;

/** Adds sections in one statement; returns their ids and slugs in the order given. */
export async function insertSections(db: DbOrTx, rows: NewSection[]): Promise<{ id: number; slug: string }[]> {
  return db.insert(caseSections).values(rows).returning({ id: caseSections.id, slug: caseSections.slug });
}

/** The id of the game's section with the row's slug, adding the row when there is none. */
export async function ensureSection(db: DbOrTx, row: NewSection): Promise<number> {
  const [added] = await db.insert(caseSections).values(row).onConflictDoNothing().returning({ id: caseSections.id });
  if (added) return added.id;
  const [found] = await db.select({ id: caseSections.id }).from(caseSections).where(and(eq(caseSections.game, row.game), eq(caseSections.slug, row.slug)));
  return found!.id;
}

/** Changes a section's settings. */
export async function saveSection(db: DbOrTx, sectionId: number, settings: SectionSettings): Promise<void> {
  await db.update(caseSections).set(settings).where(eq(caseSections.id, sectionId));
}

/** Hides a section from players, or shows it again; false when the game has no such section. */
export async function markSectionHidden(db: DbOrTx, game: Game, sectionId: number, hidden: boolean): Promise<boolean> {
  const status = hidden ? ('hidden' as const) : ('active' as const);
  const [row] = await db.update(caseSections).set({ status }).where(and(eq(caseSections.id, sectionId), eq(caseSections.game, game))).returning({ id: caseSections.id });
  return row !== undefined;
}

/** Sets the display order of sections: each id's position in `order`, one statement per section. */
export async function sortSections(db: DbOrTx, order: readonly number[]): Promise<void> {
  for (const [sort, id] of order.entries()) await db.update(caseSections).set({ sort }).where(eq(caseSections.id, id));
}
