import { describe, expect, it } from 'vitest';
import { openBlock } from './open-block';

const base = {
  available: true,
  counterType: null,
  counterStart: null,
  counterEnd: null,
  level: 0,
  locked: false,
  statisticData: { opensLimit: null, opensRemaining: null, totalCount: null, openedCount: 0 },
} as const;

describe('openBlock', () => {
  it('lets an ordinary case open', () => {
    expect(openBlock(base, 0)).toBeNull();
  });

  it('names the level of a level-gated case, guests being level 0', () => {
    expect(openBlock({ ...base, level: 10 }, 0)).toEqual({ reason: 'locked', level: 10 });
    expect(openBlock({ ...base, level: 10 }, 10)).toBeNull();
    expect(openBlock({ ...base, locked: true }, 99)).toEqual({ reason: 'locked', level: null });
  });

  it('stops ended, exhausted and not yet started cases', () => {
    expect(openBlock({ ...base, available: false }, 0)).toEqual({ reason: 'ended' });
    expect(openBlock({ ...base, statisticData: { ...base.statisticData, opensLimit: 5, opensRemaining: 0 } }, 0)).toEqual({ reason: 'limit' });
    const now = new Date('2026-01-10T00:00:00Z');
    const timed = { ...base, counterType: 'time' as const, counterStart: '2026-01-11T00:00:00Z', counterEnd: '2026-01-20T00:00:00Z' };
    expect(openBlock(timed, 0, now)).toEqual({ reason: 'notStarted', startsAt: '2026-01-11T00:00:00Z' });
    expect(openBlock(timed, 0, new Date('2026-01-21T00:00:00Z'))).toEqual({ reason: 'ended' });
    expect(openBlock(timed, 0, new Date('2026-01-15T00:00:00Z'))).toBeNull();
  });
});
