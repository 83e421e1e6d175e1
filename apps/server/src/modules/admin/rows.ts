import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';

/** The rows of a raw query, with dates as ISO text and big numbers as numbers (the console shows them as they are). */
export async function selectRows(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
}

/** A timestamp as the database writes it as text: `2026-11-27 01:30:36.558+00`. */
const DATABASE_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const m = DATABASE_TIMESTAMP.exec(value);
    if (m) return new Date(`${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}`).toISOString();
  }
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** Console lists are paged by 50. */
export const PAGE_SIZE = 50;
