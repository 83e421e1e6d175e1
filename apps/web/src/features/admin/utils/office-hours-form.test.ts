import { describe, expect, it } from 'vitest';
import { daysToForm, formToDays } from './office-hours-form';

describe('office hours form', () => {
  it('turns a week into rows and back', () => {
    const days = [{ from: 600, to: 1320 }, null, { from: 0, to: 1440 }, null, null, null, { from: 570, to: 1080 }];
    const rows = daysToForm(days);
    expect(rows[0]).toEqual({ open: true, from: '10:00', to: '22:00' });
    expect(rows[1]).toEqual({ open: false, from: '10:00', to: '22:00' });
    expect(rows[2]).toEqual({ open: true, from: '00:00', to: '24:00' });
    expect(formToDays(rows)).toEqual(days);
  });

  it('refuses times that do not read or do not make a day', () => {
    const closed = daysToForm(Array.from({ length: 7 }, () => null));
    expect(formToDays(closed.map((r, i) => (i === 0 ? { open: true, from: '10', to: '22:00' } : r)))).toBeNull();
    expect(formToDays(closed.map((r, i) => (i === 0 ? { open: true, from: '22:00', to: '10:00' } : r)))).toBeNull();
    expect(formToDays(closed.map((r, i) => (i === 0 ? { open: true, from: '10:00', to: '24:30' } : r)))).toBeNull();
    // A closed day's fields are not read.
    expect(formToDays(closed.map((r) => ({ ...r, from: 'x' })))).toEqual(Array.from({ length: 7 }, () => null));
  });
});
