import type { InfoPopup } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { claimableKeys, dismissInfoPopup, isInfoPopupMemory, localDay, parseRewardText, shouldShowInfoPopup } from './info-popup-rules';

const info = (levels: number[], daily: number[] = []): InfoPopup => ({
  chaleng: { levels: levels.map((level) => ({ id: level, level, reward: '50 TASTY_COIN', type: 'battlepass' as const })) },
  dailyCase: daily.map((id) => ({ id, img: '/static/cases/daily.svg', name: 'Ежедневный', url: '/daily-cases#daily-1' })),
});

const MORNING = new Date(2026, 10, 24, 9, 0).getTime();
const EVENING = new Date(2026, 10, 24, 22, 0).getTime();
const NEXT_DAY = new Date(2026, 10, 25, 0, 5).getTime();

describe('info popup rules', () => {
  it('shows nothing when there is nothing to collect', () => {
    expect(shouldShowInfoPopup(claimableKeys(info([])), null, MORNING)).toBe(false);
    expect(shouldShowInfoPopup(claimableKeys(undefined), null, MORNING)).toBe(false);
  });

  it('shows once a day: dismissed in the morning, not again that evening, again the next day', () => {
    const keys = claimableKeys(info([1, 2], [7]));
    expect(keys).toEqual(['battlepass:1', 'battlepass:2', 'daily-case:7']);
    expect(shouldShowInfoPopup(keys, null, MORNING)).toBe(true);
    const memory = dismissInfoPopup(keys, MORNING);
    expect(shouldShowInfoPopup(keys, memory, EVENING)).toBe(false);
    expect(shouldShowInfoPopup(keys, memory, NEXT_DAY)).toBe(true);
  });

  it('shows again the same day when something new can be collected, not when one was collected', () => {
    const memory = dismissInfoPopup(claimableKeys(info([1, 2])), MORNING);
    expect(shouldShowInfoPopup(claimableKeys(info([2])), memory, EVENING)).toBe(false);
    expect(shouldShowInfoPopup(claimableKeys(info([1, 2, 3])), memory, EVENING)).toBe(true);
    expect(shouldShowInfoPopup(claimableKeys(info([1, 2], [7])), memory, EVENING)).toBe(true);
  });

  it('uses the local calendar day and checks what storage gives back', () => {
    expect(localDay(MORNING)).toBe('2026-11-24');
    expect(localDay(NEXT_DAY)).toBe('2026-11-25');
    expect(isInfoPopupMemory({ day: '2026-11-24', keys: ['battlepass:1'] })).toBe(true);
    expect(isInfoPopupMemory({ day: '2026-11-24', keys: [1] })).toBe(false);
    expect(isInfoPopupMemory('2026-11-24')).toBe(false);
  });

  it('reads the reward texts of the server', () => {
    expect(parseRewardText('500 RUB')).toEqual({ kind: 'money', sum: 500 });
    expect(parseRewardText('12.5 TASTY_COIN')).toEqual({ kind: 'coins', count: 12.5 });
    expect(parseRewardText('Осенний кейс, Зимний кейс')).toEqual({ kind: 'text', text: 'Осенний кейс, Зимний кейс' });
  });
});
