import type { AnalyticsEventInput } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { analyticsEvents } from '../../platform/db/schema/index.js';

/** What a page view gives as referrer when the visitor came from nowhere. */
export const DIRECT = 'Direct';

type Row = typeof analyticsEvents.$inferInsert;

function rowOf(event: AnalyticsEventInput, context: { sessionId: string | null; userId: number | null }): Row {
  const base: Row = { kind: event.kind, sessionId: context.sessionId, userId: context.userId };
  if (event.kind === 'event_click') return { ...base, name: event.name, place: event.place ?? null, path: event.path ?? null };
  const utm = {
    utmSource: event.utmSource || null,
    utmMedium: event.utmMedium || null,
    utmCampaign: event.utmCampaign || null,
    utmTerm: event.utmTerm || null,
    utmContent: event.utmContent || null,
  };
  const referrer = event.referrer.trim() === '' ? DIRECT : event.referrer;
  if (event.kind === 'page_view') return { ...base, ...utm, path: event.path, referrer };
  return {
    ...base,
    ...utm,
    referrer,
    language: event.language || null,
    landingPage: event.landingPage,
    screenWidth: event.screenWidth,
    screenHeight: event.screenHeight,
  };
}

/** Stores one batch of the browser's analytics events with a single insert. */
export async function recordAnalyticsEvents(
  db: DbOrTx,
  batch: { sessionId?: string | undefined; events: readonly AnalyticsEventInput[] },
  userId: number | null,
): Promise<{ stored: number }> {
  const context = { sessionId: batch.sessionId ?? null, userId };
  if (batch.events.length === 0) return { stored: 0 };
  await db.insert(analyticsEvents).values(batch.events.map((e) => rowOf(e, context)));
  return { stored: batch.events.length };
}
