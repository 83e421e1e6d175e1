import { toWire } from '@tastydrop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { cases } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

/** Kopecks as the console shows roubles: `1 234,50 ₽`. */
export function rub(minor: number): string {
  return `${toWire(minor).toLocaleString('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 2 })} ₽`;
}

/** The names of the cases behind the slugs, by slug; slugs of no case are missing from the map. */
export async function caseNames(db: DbOrTx, slugs: readonly string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ slug: cases.slug, name: cases.name }).from(cases).where(inArray(cases.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r.name]));
}

/** Refuses slugs that name no case, naming each failing field as the validation of a request does. */
export function refuseUnknownCases(names: Map<string, string>, fields: readonly { path: string; slug: string }[]): void {
  const bad = Object.fromEntries(fields.filter((f) => !names.has(f.slug)).map((f) => [f.path, `unknown case ${f.slug}`]));
  if (Object.keys(bad).length > 0) throw new AppError('validation', { fields: bad, in: 'body' });
}
