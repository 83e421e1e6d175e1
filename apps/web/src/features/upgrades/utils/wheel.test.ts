import { describe, expect, it } from 'vitest';
import { upgradeWinRange } from '@tastydrop/domain';
import { spinRotation, ticketAngle, winArc } from './wheel';

describe('upgrade wheel geometry', () => {
  it('puts ticket 1 at the top and 100000 just before it', () => {
    expect(ticketAngle(1)).toBeCloseTo(0.0018, 4);
    expect(ticketAngle(50_000)).toBeCloseTo(179.9982, 3);
    expect(ticketAngle(100_000)).toBeCloseTo(359.9982, 3);
  });

  it('draws the winning arc from the top, or ending at the top when reversed', () => {
    expect(winArc(upgradeWinRange(25_000, false))).toEqual({ start: 0, sweep: 90 });
    expect(winArc(upgradeWinRange(25_000, true))).toEqual({ start: 270, sweep: 90 });
    expect(winArc({ from: 1, to: 0 })).toEqual({ start: 0, sweep: 0 });
  });

  it('spins whole turns forward and stops on the ticket', () => {
    const r = spinRotation(0, 25_000);
    expect(r % 360).toBeCloseTo(ticketAngle(25_000), 6);
    expect(r).toBeGreaterThanOrEqual(5 * 360);
    const next = spinRotation(r, 1);
    expect(next).toBeGreaterThan(r + 4 * 360);
    expect(next % 360).toBeCloseTo(ticketAngle(1), 6);
  });
});
