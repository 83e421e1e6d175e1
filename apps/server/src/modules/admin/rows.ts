import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.js';

/** The rows of a raw query, with dates as ISO text and big numbers as numbers (the console shows them as they are). */
export async function selectRows(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** Console lists are paged by 50. */
export const PAGE_SIZE = 50;
