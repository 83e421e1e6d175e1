import type { PaymentDirection } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { withVariantMinimum } from './min-sum-variant';
import { refillDefaults, refillFormSchema } from './refill-form-schema';

const card: PaymentDirection = {
  paymentDirectionId: 1,
  name: 'Card',
  systemName: 'card',
  type: 1,
  img: '',
  minimalAmount: 100,
  maximalAmount: 100_000,
  defaultMinimalAmount: 100,
  bonusPercent: 0,
  sort: { desktop: 0, mobile: 0 },
  paymentDirectionTypeName: 'common',
  additionalInfo: [],
};

describe('the change-min-sum variant on the top-up form', () => {
  it('raises the smallest sum, and the form refuses less and opens at it', () => {
    const method = withVariantMinimum(card, { minSum: 300 }, 1);
    expect(method.minimalAmount).toBe(300);
    expect(refillFormSchema(method, 'RU').safeParse({ amount: '299', fields: {} }).success).toBe(false);
    expect(refillFormSchema(method, 'RU').safeParse({ amount: '300', fields: {} }).success).toBe(true);
    expect(refillDefaults(method, 100).amount).toBe('300');
  });

  it('reads roubles in the country’s currency, rounded up', () => {
    expect(withVariantMinimum(card, { minSum: 300 }, 0.9).minimalAmount).toBe(334);
    expect(withVariantMinimum({ ...card, minimalAmount: 1 }, { minSum: 300 }, 90).minimalAmount).toBe(4);
  });

  it('leaves the method as it is without a sum, with a lower one, or with one above its largest', () => {
    for (const payload of [null, undefined, {}, { minSum: 50 }, { minSum: 200_000 }, 'min300']) expect(withVariantMinimum(card, payload, 1)).toBe(card);
  });
});
