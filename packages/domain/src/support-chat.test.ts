import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFICE_HOURS,
  formatMinuteOfDay,
  groupOfficeDays,
  isWithinOfficeHours,
  localTime,
  nextOpening,
  parseMinuteOfDay,
  validOfficeDays,
  validTimeZone,
  type SupportOfficeHours,
} from './support-chat.js';

const weekdays: SupportOfficeHours = {
  timezone: 'Europe/Moscow',
  days: [...Array.from({ length: 5 }, () => ({ from: 9 * 60, to: 18 * 60 })), null, null],
};

describe('office hours', () => {
  it('reads the weekday and minute in the time zone, not the server’s', () => {
    // 2026-03-02 is a Monday; 21:30 UTC is 00:30 on Tuesday in Moscow (UTC+3).
    expect(localTime(new Date('2026-03-02T21:30:00Z'), 'Europe/Moscow')).toEqual({ weekday: 1, minute: 30 });
    expect(localTime(new Date('2026-03-02T21:30:00Z'), 'UTC')).toEqual({ weekday: 0, minute: 21 * 60 + 30 });
  });

  it('is open from the first minute and closed from the closing minute', () => {
    expect(isWithinOfficeHours(weekdays, new Date('2026-03-02T06:00:00Z'))).toBe(true); // Mon 09:00 MSK
    expect(isWithinOfficeHours(weekdays, new Date('2026-03-02T05:59:00Z'))).toBe(false); // Mon 08:59
    expect(isWithinOfficeHours(weekdays, new Date('2026-03-02T14:59:00Z'))).toBe(true); // Mon 17:59
    expect(isWithinOfficeHours(weekdays, new Date('2026-03-02T15:00:00Z'))).toBe(false); // Mon 18:00
    expect(isWithinOfficeHours(weekdays, new Date('2026-03-07T10:00:00Z'))).toBe(false); // Saturday
  });

  it('finds the next opening later today, tomorrow, or after a closed weekend', () => {
    expect(nextOpening(weekdays, new Date('2026-03-02T04:00:00Z'))).toEqual({ inDays: 0, weekday: 0, from: 540 }); // Mon 07:00
    expect(nextOpening(weekdays, new Date('2026-03-02T16:00:00Z'))).toEqual({ inDays: 1, weekday: 1, from: 540 }); // Mon 19:00
    expect(nextOpening(weekdays, new Date('2026-03-06T16:00:00Z'))).toEqual({ inDays: 3, weekday: 0, from: 540 }); // Fri 19:00
    expect(nextOpening({ timezone: 'UTC', days: Array.from({ length: 7 }, () => null) }, new Date())).toBeNull();
  });

  it('an all-day week is always open', () => {
    const always = { timezone: 'UTC', days: Array.from({ length: 7 }, () => ({ from: 0, to: 1440 })) };
    expect(isWithinOfficeHours(always, new Date('2026-03-08T23:59:00Z'))).toBe(true);
    expect(isWithinOfficeHours(always, new Date('2026-03-09T00:00:00Z'))).toBe(true);
  });

  it('groups runs of equal days', () => {
    expect(groupOfficeDays(weekdays.days)).toEqual([{ first: 0, last: 4, hours: { from: 540, to: 1080 } }]);
    expect(groupOfficeDays(DEFAULT_OFFICE_HOURS.days)).toHaveLength(1);
    const split = [{ from: 0, to: 60 }, { from: 0, to: 60 }, null, { from: 0, to: 60 }, { from: 0, to: 90 }, null, null];
    expect(groupOfficeDays(split).map((g) => [g.first, g.last])).toEqual([
      [0, 1],
      [3, 3],
      [4, 4],
    ]);
  });

  it('checks the week and the time zone', () => {
    expect(validOfficeDays(weekdays.days)).toBe(true);
    expect(validOfficeDays(weekdays.days.slice(0, 6))).toBe(false);
    expect(validOfficeDays([{ from: 600, to: 600 }, null, null, null, null, null, null])).toBe(false);
    expect(validOfficeDays([{ from: 0, to: 1441 }, null, null, null, null, null, null])).toBe(false);
    expect(validTimeZone('Europe/Moscow')).toBe(true);
    expect(validTimeZone('Mars/Olympus')).toBe(false);
  });

  it('writes and reads times of day', () => {
    expect(formatMinuteOfDay(600)).toBe('10:00');
    expect(formatMinuteOfDay(1440)).toBe('24:00');
    expect(parseMinuteOfDay('9:05')).toBe(545);
    expect(parseMinuteOfDay('24:00')).toBe(1440);
    expect(parseMinuteOfDay('24:01')).toBeNull();
    expect(parseMinuteOfDay('10:60')).toBeNull();
    expect(parseMinuteOfDay('десять')).toBeNull();
  });
});
