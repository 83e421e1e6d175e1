import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { battlePassLevels, battlePassTasks, caseSections, cases, events, leaderboards } from '../../platform/db/schema/index.js';

/** The boards and events a batch of activity can count toward (those running around the batch). */
export interface FeedContext {
  leaderboards: { id: number; startsAt: Date; endsAt: Date }[];
  events: {
    id: number;
    startsAt: Date;
    endsAt: Date;
    ticketPrice: number;
    caseIds: Set<number>;
    /** Cumulative coins to reach each level, by level. */
    levelCosts: Map<number, number>;
    tasks: { id: number; level: number; type: (typeof battlePassTasks.$inferSelect)['type']; goal: number; caseIds: number[]; rewardCoins: number; rewardMoney: number }[];
  }[];
}

/** Open boards (not yet awarded) and events not long over: late rows of a period still count in it. */
export async function loadFeedContext(tx: Tx, now: Date): Promise<FeedContext> {
  const boards = await tx
    .select({ id: leaderboards.id, startsAt: leaderboards.startsAt, endsAt: leaderboards.endsAt })
    .from(leaderboards)
    .where(and(eq(leaderboards.status, 'active'), lte(leaderboards.startsAt, now)));
  const eventRows = await tx
    .select()
    .from(events)
    .where(and(lte(events.startsAt, now), gt(events.endsAt, sql`${now.toISOString()}::timestamptz - interval '1 day'`)));
  const out: FeedContext['events'] = [];
  for (const e of eventRows) {
    const tasks = await tx.select().from(battlePassTasks).where(eq(battlePassTasks.eventId, e.id));
    const levels = await tx.select({ level: battlePassLevels.level, cost: battlePassLevels.cost }).from(battlePassLevels).where(eq(battlePassLevels.eventId, e.id));
    out.push({
      id: e.id,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      ticketPrice: e.ticketPrice,
      caseIds: new Set(await eventCaseIds(tx, e.caseSlugs)),
      levelCosts: new Map(levels.map((l) => [l.level, l.cost])),
      tasks: tasks.map((t) => ({ id: t.id, level: t.level, type: t.type, goal: t.goal, caseIds: t.caseIds, rewardCoins: t.rewardCoins, rewardMoney: t.rewardMoney })),
    });
  }
  return { leaderboards: boards, events: out };
}

/** An event's cases: the listed slugs plus every case of an event section. */
async function eventCaseIds(tx: Tx | Parameters<typeof loadFeedContext>[0], slugs: string[]): Promise<number[]> {
  const listed = slugs.length ? await tx.select({ id: cases.id }).from(cases).where(inArray(cases.slug, slugs)) : [];
  const inSection = await tx
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(caseSections, eq(caseSections.id, cases.sectionId))
    .where(eq(caseSections.isEvent, true));
  return [...new Set([...listed, ...inSection].map((r) => r.id))];
}
