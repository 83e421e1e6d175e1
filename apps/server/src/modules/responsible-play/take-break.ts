import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { playBlocks } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { playClock } from '../wallet/play-clock.js';

const DAY = 24 * 3600_000;

/** The lengths a player may choose: a time-out or a self-exclusion (null: permanent). */
export const BREAKS = {
  timeout: { '24h': DAY, '7d': 7 * DAY, '6w': 42 * DAY },
  exclusion: { '6m': 182 * DAY, '1y': 365 * DAY, '5y': 5 * 365 * DAY, forever: null },
} as const;

export type BreakKind = keyof typeof BREAKS;

/**
 * Starts a time-out or self-exclusion: no deposits and no paid play until it ends. It cannot be
 * shortened: a new break only ever extends the current one (a self-exclusion outranks a time-out).
 */
export async function takeBreak(db: DbOrTx, userId: number, kind: BreakKind, length: string): Promise<Date | null> {
  const lengths = BREAKS[kind] as Record<string, number | null> | undefined;
  if (!lengths || !(length in lengths)) throw new AppError('play_limit_invalid');
  const ms = lengths[length]!;
  const until = ms === null ? null : new Date(playClock.now().getTime() + ms);
  // The later end wins; null (permanent) is the latest.
  await db
    .insert(playBlocks)
    .values({ userId, kind, until })
    .onConflictDoUpdate({
      target: playBlocks.userId,
      set: {
        kind: sql`CASE WHEN play_blocks.kind = 'exclusion' THEN 'exclusion' ELSE excluded.kind END`,
        until: sql`CASE WHEN play_blocks.until IS NULL OR excluded.until IS NULL THEN NULL
          WHEN play_blocks.until > now() THEN greatest(play_blocks.until, excluded.until) ELSE excluded.until END`,
      },
    });
  return until;
}
