import { eq, sql } from 'drizzle-orm';
import { DEFAULT_REALITY_CHECK_MINUTES, type PlaySession, toWire } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ledger, playBlocks, playSettings } from '../../platform/db/schema/index.js';
import { lastLedgerEntryId } from '../wallet/last-entry.js';
import { playClock } from '../wallet/play-clock.js';
import { classSums, periodEnd } from '../wallet/play-limits.js';

/**
 * The most one sign of activity adds to the day's play time: the page reports once a minute while
 * it is open, so a longer gap was time away.
 */
export const MAX_HEARTBEAT_GAP_MS = 2 * 60_000;

function moscowDay(at: Date): string {
  return new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

export interface PlayTimeContext {
  userId: number;
  sessionId: number;
  /** Ends the player's sign-ins (every node) when the day's play time is used up. */
  signOut: (userId: number) => Promise<void>;
}

/**
 * Counts a minute of the player's presence: starts a play session with a new sign-in, adds the time
 * since the last report to the day's play time, and when the daily play-time limit is used up
 * blocks play until the Moscow day ends and signs the player out. Returns the session so far:
 * its length and the money staked and returned in it.
 */
export async function recordPlayTime(db: DbOrTx, ctx: PlayTimeContext): Promise<PlaySession> {
  const now = playClock.now();
  const today = moscowDay(now);
  const lastLedgerId = await lastLedgerEntryId(db, ctx.userId);
  const [prev] = await db.select().from(playSettings).where(eq(playSettings.userId, ctx.userId));
  const newSession = !prev || prev.sessionId !== ctx.sessionId || !prev.sessionStartedAt;
  const gap = prev?.lastSeenAt ? Math.min(Math.max(0, now.getTime() - prev.lastSeenAt.getTime()), MAX_HEARTBEAT_GAP_MS) : 0;
  const played = (prev?.playedDay === today ? prev.playedSeconds : 0) + (newSession ? 0 : Math.round(gap / 1000));
  const session = {
    sessionId: ctx.sessionId,
    sessionStartedAt: newSession ? now : prev.sessionStartedAt!,
    sessionLedgerId: newSession ? lastLedgerId : (prev.sessionLedgerId ?? 0),
    lastSeenAt: now,
    playedDay: today,
    playedSeconds: played,
  };
  await db
    .insert(playSettings)
    .values({ userId: ctx.userId, ...session })
    .onConflictDoUpdate({ target: playSettings.userId, set: session });

  const limitMinutes = prev?.dailyPlayMinutes ?? null;
  const usedUp = limitMinutes !== null && played >= limitMinutes * 60;
  if (usedUp) {
    const until = periodEnd('day', now);
    // Only fills a gap: a running time-out or self-exclusion stays as it is.
    await db
      .insert(playBlocks)
      .values({ userId: ctx.userId, kind: 'play_time', until })
      .onConflictDoUpdate({
        target: playBlocks.userId,
        set: { kind: 'play_time', until, createdAt: now },
        setWhere: sql`${playBlocks.until} IS NOT NULL AND ${playBlocks.until} <= ${now}`,
      });
    await ctx.signOut(ctx.userId);
  }

  const sums = (await db.execute(
    sql`SELECT ${classSums(ledger)} FROM ${ledger} WHERE ${ledger.userId} = ${ctx.userId} AND ${ledger.id} > ${session.sessionLedgerId}`,
  )) as unknown as { rows: { stake: string | null; ret: string | null }[] };
  const spent = Number(sums.rows[0]?.stake ?? 0);
  const returned = Number(sums.rows[0]?.ret ?? 0);
  return {
    startedAt: session.sessionStartedAt.toISOString(),
    seconds: Math.max(0, Math.round((now.getTime() - session.sessionStartedAt.getTime()) / 1000)),
    spent: toWire(spent),
    returned: toWire(returned),
    net: toWire(returned - spent),
    realityCheckMinutes: prev?.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES,
    signedOut: usedUp,
  };
}
