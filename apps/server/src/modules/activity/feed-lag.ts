import { inArray, sql } from 'drizzle-orm';
import { activityCursors } from '../../platform/db/schema/index.js';
import type { DbOrTx } from '../../platform/db/index.js';
import { ACTIVITY_SOURCES, type ActivitySource } from './activity-sources.js';

/** Rows counted behind a cursor at most: beyond this the feed is simply far behind. */
const COUNT_CAP = 100_000;

/** How far the activity feed trails the rows written: committed rows not yet applied, and the age of the oldest one. */
export interface FeedLag {
  rows: number;
  seconds: number;
}

/** The feed's lag over all sources (rows summed, seconds of the oldest unapplied row). */
export async function activityFeedLag(db: DbOrTx, options: { now?: Date; sources?: readonly ActivitySource[] } = {}): Promise<FeedLag> {
  const sources = options.sources ?? ACTIVITY_SOURCES;
  const now = options.now ?? new Date();
  const cursors = await db
    .select({ source: activityCursors.source, lastId: activityCursors.lastId })
    .from(activityCursors)
    .where(inArray(activityCursors.source, sources.map((s) => s.name)));
  const lastIds = new Map(cursors.map((c) => [c.source, c.lastId]));
  let rows = 0;
  let seconds = 0;
  for (const source of sources) {
    const afterId = lastIds.get(source.name) ?? 0;
    const counted = (await db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.identifier(source.table)} WHERE id > ${afterId} LIMIT ${COUNT_CAP}) behind`,
    )) as unknown as { rows: { n: number }[] };
    const behind = Number(counted.rows[0]?.n ?? 0);
    if (behind === 0) continue;
    rows += behind;
    const [oldest] = await source.load(db, afterId, Number.MAX_SAFE_INTEGER, 1);
    if (oldest) seconds = Math.max(seconds, Math.max(0, (now.getTime() - oldest.activity.at.getTime()) / 1000));
  }
  return { rows, seconds };
}
