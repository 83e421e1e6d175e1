import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

/** The languages the site offers (Russian only). */
const LANGUAGES = ['ru'] as const;

export async function changeLanguage(db: DbOrTx, userId: number, code: string): Promise<{ code: string }> {
  const lang = code.toLowerCase();
  if (!(LANGUAGES as readonly string[]).includes(lang)) {
    throw new AppError('validation', { fields: { code: 'unsupported language' } });
  }
  await db.update(users).set({ lang }).where(eq(users.id, userId));
  return { code: lang };
}
