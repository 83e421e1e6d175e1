import { SCAM_POPUP_REPEAT_MS } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { isScamWarningMemory, shouldShowScamWarning } from './scam-warning-rules';

describe('scam warning', () => {
  const now = 10 * SCAM_POPUP_REPEAT_MS;

  it('shows to signed-in users only', () => {
    expect(shouldShowScamWarning(null, true, now)).toBe(true);
    expect(shouldShowScamWarning(null, false, now)).toBe(false);
  });

  it('stays hidden for 24 h after closing, and for good when dismissed', () => {
    expect(shouldShowScamWarning({ dismissedForever: false, closedAt: now - SCAM_POPUP_REPEAT_MS + 1 }, true, now)).toBe(false);
    expect(shouldShowScamWarning({ dismissedForever: false, closedAt: now - SCAM_POPUP_REPEAT_MS }, true, now)).toBe(true);
    expect(shouldShowScamWarning({ dismissedForever: true, closedAt: 0 }, true, now)).toBe(false);
  });

  it('validates stored memory', () => {
    expect(isScamWarningMemory({ dismissedForever: false, closedAt: null })).toBe(true);
    expect(isScamWarningMemory({ dismissedForever: 'yes' })).toBe(false);
  });
});
