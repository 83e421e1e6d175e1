import { methodLimits, minSumOf, type PaymentDirection } from '@tastydrop/domain';

/**
 * The method as the top-up form offers it under a `change-min-sum` variant: its smallest sum raised to the variant's
 * (roubles, in the country's currency at its rate, rounded up). Never lowered below the method's own, and left as it
 * is when the variant names no sum or one above the method's largest.
 */
export function withVariantMinimum(method: PaymentDirection, payload: unknown, rate: number): PaymentDirection {
  const minSum = minSumOf(payload);
  if (minSum === null || !(rate > 0)) return method;
  const { min, max } = methodLimits(method);
  const wanted = Math.ceil(minSum / rate);
  if (wanted <= min || (max > 0 && wanted > max)) return method;
  return { ...method, minimalAmount: wanted };
}
