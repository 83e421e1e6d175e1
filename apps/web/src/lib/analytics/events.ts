import type { AnalyticsEventInput } from '@tastydrop/domain';
import { callApi } from '../api/call';
import { analyticsApi } from '../api/endpoints/analytics';
import { local, readStored, writeStored, type KeyValueStorage } from '../storage';

/** The visit's tracking parameters (utm fields and the click id). */
type Tracking = Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content', string>>;

/** A batch holds at most this many events (the server's bound). */
export const BATCH_LIMIT = 50;
const SESSION_ID_KEY = 'analyticsSessionId';

let queue: AnalyticsEventInput[] = [];
let scheduled = false;

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The analytics session's id: a new one when a new session starts, else the one kept. */
export function analyticsSessionId(storage: KeyValueStorage | null, startsNew = false): string {
  const kept = startsNew ? null : readStored(storage, SESSION_ID_KEY, isId);
  if (kept) return kept;
  const id = randomId();
  writeStored(storage, SESSION_ID_KEY, id);
  return id;
}

/** The utm fields of an event from the visit's tracking parameters. */
export function utmOf(tracking: Tracking) {
  return {
    utmSource: tracking.utm_source,
    utmMedium: tracking.utm_medium,
    utmCampaign: tracking.utm_campaign,
    utmTerm: tracking.utm_term,
    utmContent: tracking.utm_content,
  };
}

/** Sends what is queued, in batches; analytics never disturbs the player, so failures are dropped. */
export function flushAnalytics(): void {
  scheduled = false;
  while (queue.length > 0) {
    const events = queue.slice(0, BATCH_LIMIT);
    queue = queue.slice(BATCH_LIMIT);
    void callApi(analyticsApi.events, { request: { sessionId: analyticsSessionId(local()), events } }).catch(() => undefined);
  }
}

/** Queues an event; everything queued in the same moment goes out as one batch right after it. */
export function track(event: AnalyticsEventInput): void {
  queue.push(event);
  if (queue.length >= BATCH_LIMIT) {
    flushAnalytics();
    return;
  }
  if (!scheduled) {
    scheduled = true;
    setTimeout(flushAnalytics, 0);
  }
}
