import { asc, eq } from 'drizzle-orm';
import type { SupportCannedAnswer } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { DbOrTx } from '../../platform/db/index.js';
import { supportCannedAnswers } from '../../platform/db/schema/index.js';

type Row = typeof supportCannedAnswers.$inferSelect;
const toWire = (r: Row): SupportCannedAnswer => ({ id: r.id, title: r.title, text: r.body, updatedAt: r.updatedAt.toISOString() });

/** Every canned answer, by title. */
export async function listCannedAnswers(db: DbOrTx): Promise<SupportCannedAnswer[]> {
  return (await db.select().from(supportCannedAnswers).orderBy(asc(supportCannedAnswers.title), asc(supportCannedAnswers.id))).map(toWire);
}

export async function createCannedAnswer(tx: DbOrTx, input: { title: string; text: string }): Promise<SupportCannedAnswer> {
  const [row] = await tx.insert(supportCannedAnswers).values({ title: input.title, body: input.text }).returning();
  return toWire(row!);
}

/** Changes an answer; returns what it was, for the audit. */
export async function updateCannedAnswer(tx: DbOrTx, id: number, input: { title: string; text: string }): Promise<{ before: SupportCannedAnswer; after: SupportCannedAnswer }> {
  const [before] = await tx.select().from(supportCannedAnswers).where(eq(supportCannedAnswers.id, id)).for('update');
  if (!before) throw new AppError('dataNotFound');
  const [after] = await tx.update(supportCannedAnswers).set({ title: input.title, body: input.text, updatedAt: new Date() }).where(eq(supportCannedAnswers.id, id)).returning();
  return { before: toWire(before), after: toWire(after!) };
}

/** Deletes an answer; returns what it was, for the audit. */
export async function deleteCannedAnswer(tx: DbOrTx, id: number): Promise<SupportCannedAnswer> {
  const [row] = await tx.delete(supportCannedAnswers).where(eq(supportCannedAnswers.id, id)).returning();
  if (!row) throw new AppError('dataNotFound');
  return toWire(row);
}
