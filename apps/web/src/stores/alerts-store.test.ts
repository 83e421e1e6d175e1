import { ALERT_LIFETIME_MS, ALERT_MAX_KEPT } from '@tastydrop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushAlert, useAlertsStore } from './alerts-store';

beforeEach(() => {
  vi.useFakeTimers();
  useAlertsStore.setState({ alerts: [] });
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('alerts store', () => {
  it('removes an alert after 3000 ms', () => {
    expect(ALERT_LIFETIME_MS).toBe(3000);
    pushAlert({ type: 'success', title: 'ok' });
    vi.advanceTimersByTime(2999);
    expect(useAlertsStore.getState().alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useAlertsStore.getState().alerts).toHaveLength(0);
  });

  it('keeps at most 11 alerts, dropping the oldest', () => {
    expect(ALERT_MAX_KEPT).toBe(11);
    for (let i = 1; i <= 14; i += 1) pushAlert({ type: 'info', title: `alert ${i}` });
    const titles = useAlertsStore.getState().alerts.map((a) => a.title);
    expect(titles).toHaveLength(11);
    expect(titles[0]).toBe('alert 4');
    expect(titles.at(-1)).toBe('alert 14');
  });

  it('dismisses by id before the timer', () => {
    const id = pushAlert({ type: 'error', title: 'bad' });
    pushAlert({ type: 'info', title: 'other' });
    useAlertsStore.getState().dismiss(id);
    expect(useAlertsStore.getState().alerts.map((a) => a.title)).toEqual(['other']);
    vi.advanceTimersByTime(ALERT_LIFETIME_MS);
    expect(useAlertsStore.getState().alerts).toEqual([]);
  });
});
