/** The normal quantile of a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval of a proportion: `successes` of `trials`. Unlike the normal approximation it stays
 * within [0, 1] and behaves at 0 and at few trials. Null without trials.
 */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): Interval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface Difference extends Interval {
  /** The variant's rate less the control's. */
  value: number;
}

/**
 * The difference of two proportions (a variant's less the control's) with Newcombe's hybrid score interval,
 * built from each side's Wilson interval. Null when either side has no trials.
 */
export function rateDifference(variant: { successes: number; trials: number }, control: { successes: number; trials: number }, z: number = Z_95): Difference | null {
  const a = wilsonInterval(variant.successes, variant.trials, z);
  const b = wilsonInterval(control.successes, control.trials, z);
  if (!a || !b) return null;
  const p1 = variant.successes / variant.trials;
  const p0 = control.successes / control.trials;
  const value = p1 - p0;
  return {
    value,
    low: value - Math.sqrt((p1 - a.low) ** 2 + (b.high - p0) ** 2),
    high: value + Math.sqrt((a.high - p1) ** 2 + (p0 - b.low) ** 2),
  };
}
