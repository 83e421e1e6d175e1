import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_REALITY_CHECK_MINUTES, type ResponsiblePlayState, toWire } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ledger, playLimits, playSettings } from '../../platform/db/schema/index.js';
import { playClock } from '../wallet/play-clock.js';
import { readPlayStates } from '../wallet/play-limits-check.js';
import { periodEnd, type PlayState } from '../wallet/play-limits.js';

type Limit = ResponsiblePlayState['limits'][number];

/** What a limit of `kind` over `period` has used of its current period (kopecks). */
function usedOf(state: PlayState | undefined, kind: Limit['kind'], period: Limit['period']): number {
  const t = state?.totals;
  if (!t) return 0;
  if (kind === 'deposit') return t[`${period}_deposit`];
  if (kind === 'spend') return t[`${period}_stake`];
  return Math.max(0, t[`${period}_stake`] - t[`${period}_return`]);
}

/** The player's limits with what is used and left now, their break, age confirmation and play-time settings. */
export async function getPlayState(db: DbOrTx, userId: number): Promise<ResponsiblePlayState> {
  const rows = await db.select().from(playLimits).where(eq(playLimits.userId, userId));
  const state = (await readPlayStates(db, [userId])).get(userId);
  const [settings] = await db.select().from(playSettings).where(eq(playSettings.userId, userId));
  const [deposited] = await db
    .select({ one: sql<number>`1` })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.reason, 'deposit')))
    .limit(1);
  const now = playClock.now();
  return {
    limits: rows.map((r) => {
      const used = usedOf(state, r.kind, r.period);
      return {
        kind: r.kind,
        period: r.period,
        amount: r.amount === null ? null : toWire(r.amount),
        used: toWire(used),
        left: r.amount === null ? null : toWire(Math.max(0, r.amount - used)),
        resetsAt: periodEnd(r.period, now).toISOString(),
        pending: r.pendingFrom ? { amount: r.pendingAmount === null ? null : toWire(r.pendingAmount), confirmAfter: r.pendingFrom.toISOString(), ready: r.pendingFrom.getTime() <= now.getTime() } : null,
      };
    }),
    block: state && state.blockedUntil !== undefined && state.blockKind ? { kind: state.blockKind, until: state.blockedUntil?.toISOString() ?? null } : null,
    birthDateConfirmed: Boolean(settings?.birthDate),
    depositsClosed: settings?.depositsClosed ?? false,
    realityCheckMinutes: settings?.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES,
    dailyPlayMinutes: settings?.dailyPlayMinutes ?? null,
    hasDeposited: Boolean(deposited),
  };
}
