/**
 * Live support: limits, realtime names and the office-hours rules shared by the server (auto-reply, e-mail) and
 * both web pages. Free of zod, so the site's first page may import it.
 */

/** Longest chat message, in characters (ours). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
/** Largest attachment, in bytes: a phone screenshot fits with room to spare (ours). */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Widest or tallest attachment, in pixels: bigger is not a screenshot and costs too much to show (ours). */
export const SUPPORT_ATTACHMENT_MAX_SIDE = 10_000;
/** The picture types a chat takes, told apart by their content, never by a file name. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];
/** Player messages (text or picture) per minute per player or address (ours): a person typing never reaches it. */
export const SUPPORT_MESSAGES_PER_MINUTE = 20;
/** Pictures per minute per player or address (ours). */
export const SUPPORT_ATTACHMENTS_PER_MINUTE = 6;
/** New guest conversations per hour per address (ours). */
export const SUPPORT_STARTS_PER_HOUR = 5;
/** Messages a chat loads at once; older ones come page by page (ours). */
export const SUPPORT_PAGE_SIZE = 50;

/** The realtime channel of one conversation (the player's side), opened with the token its chat answer carries. */
export const SUPPORT_CHANNEL = 'support';
/** The console's realtime channel of the whole inbox, opened with a console token. */
export const SUPPORT_INBOX_CHANNEL = 'support_inbox';
/** Events on both channels. */
export const SUPPORT_EVENTS = {
  /** A new message in a conversation (the message rides along). */
  message: 'support_message',
  /** One side read up to a message. */
  read: 'support_read',
  /** A conversation was closed or reopened. */
  status: 'support_status',
} as const;

/** A readable cookie that says this browser has a support conversation: only then does the site ask for it on load. */
export const SUPPORT_FLAG_COOKIE = 'tdSupport';
/** The query parameter (in e-mail links) that opens the chat on arrival. */
export const SUPPORT_OPEN_PARAM = 'support';

/** One day's opening hours in minutes after local midnight, `from` before `to` (`to` 1440 is midnight). */
export interface SupportDayHours {
  from: number;
  to: number;
}

/** The week's hours in a time zone, Monday first; a null day is closed. */
export interface SupportOfficeHours {
  timezone: string;
  days: (SupportDayHours | null)[];
}

/** Every day 10:00–22:00, Moscow time, until the console sets other hours. */
export const DEFAULT_OFFICE_HOURS: SupportOfficeHours = {
  timezone: 'Europe/Moscow',
  days: Array.from({ length: 7 }, () => ({ from: 10 * 60, to: 22 * 60 })),
};

const MINUTES_PER_DAY = 24 * 60;
const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** Whether the days are a week of valid hours (seven entries, each closed or from < to within a day). */
export function validOfficeDays(days: readonly (SupportDayHours | null)[]): boolean {
  return (
    days.length === 7 &&
    days.every((d) => d === null || (Number.isInteger(d.from) && Number.isInteger(d.to) && d.from >= 0 && d.from < d.to && d.to <= MINUTES_PER_DAY))
  );
}

/** Whether a time zone name is one this runtime knows. */
export function validTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** The weekday (0 = Monday) and the minute of the day at `at` in `timezone`. */
export function localTime(at: Date, timezone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY_INDEX[part('weekday')] ?? 0, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether support works at `at`. */
export function isWithinOfficeHours(hours: SupportOfficeHours, at: Date): boolean {
  const { weekday, minute } = localTime(at, hours.timezone);
  const day = hours.days[weekday];
  return day !== null && day !== undefined && minute >= day.from && minute < day.to;
}

/**
 * When support next starts working after `at` (outside the hours): days from today (0 = later today) and the
 * minute it opens; null when no day of the week has hours.
 */
export function nextOpening(hours: SupportOfficeHours, at: Date): { inDays: number; weekday: number; from: number } | null {
  const { weekday, minute } = localTime(at, hours.timezone);
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const day = hours.days[(weekday + inDays) % 7];
    if (!day) continue;
    if (inDays === 0 && minute >= day.from) continue;
    return { inDays, weekday: (weekday + inDays) % 7, from: day.from };
  }
  return null;
}

/** `600` → `10:00`; `1440` → `24:00`. */
export function formatMinuteOfDay(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** `10:00` → 600; null for anything else (24:00 is the end of a day). */
export function parseMinuteOfDay(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minute <= MINUTES_PER_DAY ? minute : null;
}

/** Runs of consecutive weekdays with the same hours (Monday first), for a short description of the week. */
export function groupOfficeDays(days: readonly (SupportDayHours | null)[]): { first: number; last: number; hours: SupportDayHours }[] {
  const groups: { first: number; last: number; hours: SupportDayHours }[] = [];
  days.forEach((day, index) => {
    if (!day) return;
    const previous = groups.at(-1);
    if (previous && previous.last === index - 1 && previous.hours.from === day.from && previous.hours.to === day.to) previous.last = index;
    else groups.push({ first: index, last: index, hours: day });
  });
  return groups;
}
