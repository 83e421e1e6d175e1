import type { EventSettings } from '@tastydrop/domain';
import { toWire } from '@tastydrop/domain';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { eventUsers, events } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

export type EventRow = typeof events.$inferSelect;

/** The running event, else the next one to start; null when none is planned. */
export async function findCurrentEvent(db: DbOrTx, now = new Date()): Promise<EventRow | null> {
  const [running] = await db
    .select()
    .from(events)
    .where(and(lte(events.startsAt, now), gt(events.endsAt, now)))
    .orderBy(desc(events.startsAt))
    .limit(1);
  if (running) return running;
  const [next] = await db.select().from(events).where(gt(events.startsAt, now)).orderBy(asc(events.startsAt)).limit(1);
  return next ?? null;
}

export async function requireCurrentEvent(db: DbOrTx, now = new Date()): Promise<EventRow> {
  const event = await findCurrentEvent(db, now);
  if (!event) throw new AppError('event_not_found');
  return event;
}

export async function findEventBySlug(db: DbOrTx, slug: string): Promise<EventRow> {
  const [event] = await db.select().from(events).where(eq(events.slug, slug));
  if (!event) throw new AppError('event_not_found');
  return event;
}

/** The player's event totals (zero when they have not played in it). */
export async function eventUserStats(db: DbOrTx, eventId: number, userId: number): Promise<{ coinsEarned: number; tickets: number }> {
  const [row] = await db
    .select({ coinsEarned: eventUsers.coinsEarned, tickets: eventUsers.tickets })
    .from(eventUsers)
    .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, userId)));
  return row ?? { coinsEarned: 0, tickets: 0 };
}

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/** The event settings: the current event's look, tabs and popup. */
export function presentEventSettings(e: EventRow, stats: { coinsEarned: number; tickets: number; level: number } | null, now = new Date()): EventSettings {
  const look = e.look;
  const img = (i: number) => look.popup.images[i] ?? look.imageOverview;
  return {
    id: e.id,
    currentEvent: e.slug,
    textTitle: look.textTitle,
    eventTitle: look.eventTitle,
    eventSubtitle: look.eventSubtitle,
    eventFullName: look.eventFullName,
    casesSectionTitles: look.casesSectionTitles,
    timeToEventStart: seconds(e.startsAt.getTime() - now.getTime()),
    timeToEventOver: seconds(e.endsAt.getTime() - now.getTime()),
    eventTimerUnixTime: Math.floor(e.endsAt.getTime() / 1000),
    gradient: look.gradient,
    gradientHovered: look.gradientHovered,
    challengeCardGradient: look.challengeCardGradient,
    eventButtonGradient: look.eventButtonGradient,
    coinsColor: look.coinsColor,
    coinColor: look.coinsColor,
    coinsIcon: look.coinsIcon,
    coinIcon: look.coinsIcon,
    imageBackground: look.imageBackground,
    imageLogo: look.imageLogo,
    imageOverview: look.imageOverview,
    getCases: look.getCases,
    getCasesImages: look.getCasesImages,
    cases: e.caseSlugs,
    activeTabs: look.activeTabs,
    userStats: stats ? { coins: toWire(stats.coinsEarned), tickets: stats.tickets, level: stats.level } : null,
    popup: {
      image1: img(0),
      image2: img(1),
      image3: img(2),
      image4: img(3),
      image5: img(4),
      image6: img(5),
      gradient: look.popup.gradient,
      popupShadowGradient: look.popup.popupShadowGradient,
    },
    leaderboardId: e.leaderboardId,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
  };
}
