import { UTM_KEEP_DAYS } from '@tastydrop/domain';
import { readStored, writeStored, type KeyValueStorage } from '../../lib/storage';

/** Tracking parameters kept for a month and the analytics session rule. */
const TRACKING_KEY = 'tracking';
const SESSION_KEY = 'analyticsSession';
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'click_id'] as const;

export type Tracking = Partial<Record<(typeof UTM_FIELDS)[number], string>>;

interface SessionMark {
  lastEventAt: number;
  campaign: string;
}

const isTracking = (v: unknown): v is Tracking => typeof v === 'object' && v !== null;
const isMark = (v: unknown): v is SessionMark =>
  typeof v === 'object' && v !== null && typeof (v as SessionMark).lastEventAt === 'number' && typeof (v as SessionMark).campaign === 'string';

/** Tracking parameters of this visit's URL, or the ones remembered from an earlier visit this month. */
export function currentTracking(storage: KeyValueStorage | null, search: string): Tracking {
  const params = new URLSearchParams(search);
  const fresh: Tracking = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field);
    if (value) fresh[field] = value.slice(0, 256);
  }
  if (Object.keys(fresh).length > 0) {
    writeStored(storage, TRACKING_KEY, fresh, UTM_KEEP_DAYS * 86_400_000);
    return fresh;
  }
  return readStored(storage, TRACKING_KEY, isTracking) ?? {};
}

/** A new session starts after the timeout since the last event, or when a new campaign arrives. */
export function startsNewSession(storage: KeyValueStorage | null, tracking: Tracking, now: number): boolean {
  const campaign = tracking.utm_campaign ?? '';
  const mark = readStored(storage, SESSION_KEY, isMark);
  writeStored(storage, SESSION_KEY, { lastEventAt: now, campaign } satisfies SessionMark);
  if (!mark) return true;
  return now - mark.lastEventAt > SESSION_TIMEOUT_MS || (campaign !== '' && campaign !== mark.campaign);
}

function cookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(typeof document === 'undefined' ? '' : document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** The body of POST /users/sessions for this page. */
export function sessionPayload(tracking: Tracking, href: string, referrer: string): Record<string, string> {
  const body: Record<string, string> = { session_url: href.slice(0, 2048) };
  const fbp = cookie('_fbp');
  const fbc = cookie('_fbc');
  if (fbp) body.fbp = fbp;
  if (fbc) body.fbc = fbc;
  if (referrer) body.referrer = referrer.slice(0, 2048);
  for (const [key, value] of Object.entries(tracking)) if (value) body[key] = value;
  return body;
}
