import { formatMinuteOfDay, parseMinuteOfDay, validOfficeDays, type SupportDayHours } from '@tastydrop/domain';

/** One weekday as the hours form edits it: open or not, and the times as typed. */
export interface DayFormValue {
  open: boolean;
  from: string;
  to: string;
}

/** A closed day keeps the usual times in its fields, so ticking it open needs no typing. */
const USUAL = { from: '10:00', to: '22:00' };

/** The week's hours (Monday first, null closed) as form rows. */
export function daysToForm(days: readonly (SupportDayHours | null)[]): DayFormValue[] {
  return days.map((d) => (d ? { open: true, from: formatMinuteOfDay(d.from), to: formatMinuteOfDay(d.to) } : { open: false, ...USUAL }));
}

/** The form rows as the week's hours; null when an open day's times do not read or do not make a day. */
export function formToDays(rows: readonly DayFormValue[]): (SupportDayHours | null)[] | null {
  const days: (SupportDayHours | null)[] = [];
  for (const row of rows) {
    if (!row.open) {
      days.push(null);
      continue;
    }
    const from = parseMinuteOfDay(row.from);
    const to = parseMinuteOfDay(row.to);
    if (from === null || to === null) return null;
    days.push({ from, to });
  }
  return validOfficeDays(days) ? days : null;
}
