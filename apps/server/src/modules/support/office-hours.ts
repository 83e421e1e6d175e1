import { eq } from 'drizzle-orm';
import texts from '@tastydrop/domain/locales/ru/support.json' with { type: 'json' };
import {
  DEFAULT_OFFICE_HOURS,
  formatMinuteOfDay,
  groupOfficeDays,
  isWithinOfficeHours,
  nextOpening,
  type SupportOfficeHours,
} from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { supportSettings } from '../../platform/db/schema/index.js';

const SETTINGS_ID = 1;

/** The office hours the console set, or the defaults. */
export async function readOfficeHours(db: DbOrTx): Promise<SupportOfficeHours> {
  const [row] = await db.select().from(supportSettings).where(eq(supportSettings.id, SETTINGS_ID));
  return row ? { timezone: row.timezone, days: row.days } : DEFAULT_OFFICE_HOURS;
}

/** Replaces the office hours (the caller checked them against the wire schema). */
export async function saveOfficeHours(tx: DbOrTx, hours: SupportOfficeHours): Promise<void> {
  const values = { id: SETTINGS_ID, timezone: hours.timezone, days: hours.days, updatedAt: new Date() };
  await tx.insert(supportSettings).values(values).onConflictDoUpdate({ target: supportSettings.id, set: values });
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

function zoneWords(timezone: string): string {
  return timezone === 'Europe/Moscow' ? texts.moscowTime : fill(texts.zoneTime, { zone: timezone });
}

/** The week in words: «Поддержка работает ежедневно с 10:00 до 22:00 по московскому времени.» */
export function describeOfficeHours(hours: SupportOfficeHours): string {
  const groups = groupOfficeDays(hours.days);
  if (groups.length === 0) return texts.noHours;
  const span = (first: number, last: number) =>
    first === 0 && last === 6 ? texts.everyDay : first === last ? texts.weekdays[first]! : `${texts.weekdays[first]}–${texts.weekdays[last]}`;
  const days = groups.map((g) => `${span(g.first, g.last)} ${formatMinuteOfDay(g.hours.from)}–${formatMinuteOfDay(g.hours.to)}`).join(', ');
  return fill(texts.schedule, { days, zone: zoneWords(hours.timezone) });
}

/** Whether support works now, and the week in words. */
export function officeHoursState(hours: SupportOfficeHours, now: Date): { open: boolean; text: string } {
  return { open: isWithinOfficeHours(hours, now), text: describeOfficeHours(hours) };
}

/** The automatic reply outside office hours: when support works and when it will answer. */
export function autoReplyText(hours: SupportOfficeHours, now: Date, mailAnswers: boolean): string {
  const next = nextOpening(hours, now);
  if (!next) return texts.autoReplyNoHours;
  const time = formatMinuteOfDay(next.from);
  const when = next.inDays === 0 ? fill(texts.today, { time }) : next.inDays === 1 ? fill(texts.tomorrow, { time }) : fill(texts.onDay, { day: texts.weekdaysOn[next.weekday]!, time });
  return fill(mailAnswers ? texts.autoReply : texts.autoReplyNoMail, { schedule: describeOfficeHours(hours), next: when });
}
