import type { BonusLevel, PaymentDirection, PromoInfo } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { parseAmount, wantedAmount } from './amount-input';
import { formatCardNumber, formatExpiry, luhnValid, sandboxCardOutcome } from './card-number';
import { groupMethods } from './group-methods';
import { refillDefaults, refillFormSchema } from './refill-form-schema';
import { refillQuote } from './refill-quote';

function method(partial: Partial<PaymentDirection>): PaymentDirection {
  return {
    paymentDirectionId: 1,
    name: 'Card',
    systemName: 'card',
    type: 1,
    img: '',
    minimalAmount: 100,
    maximalAmount: 1000,
    defaultMinimalAmount: 100,
    bonusPercent: 0,
    sort: { desktop: 0, mobile: 0 },
    paymentDirectionTypeName: 'common',
    additionalInfo: [],
    ...partial,
  };
}

describe('method groups', () => {
  const methods = [
    method({ paymentDirectionId: 1, name: 'Card', type: 1, sort: { desktop: 0, mobile: 2 } }),
    method({ paymentDirectionId: 2, name: 'Skins', type: 2, sort: { desktop: 1, mobile: 1 } }),
    method({ paymentDirectionId: 3, name: 'SBP', type: 1, sort: { desktop: 2, mobile: 0 } }),
    method({ paymentDirectionId: 4, name: 'Card.biz', type: 1, sort: { desktop: 3, mobile: 3 } }),
    method({ paymentDirectionId: 5, name: 'Odd', type: 7, sort: { desktop: 4, mobile: 4 } }),
  ];

  it('groups by type in the desktop or mobile order, unknown types as common', () => {
    const desktop = groupMethods(methods, { mobile: false, redirectToWelcome: false });
    expect(desktop.map((g) => [g.type, g.methods.map((m) => m.paymentDirectionId)])).toEqual([
      ['common', [1, 3, 5]],
      ['skin', [2]],
    ]);
    const mobile = groupMethods(methods, { mobile: true, redirectToWelcome: false });
    expect(mobile[0]!.methods.map((m) => m.paymentDirectionId)).toEqual([3, 1, 5]);
  });

  it('shows only .biz methods in welcome mode', () => {
    expect(groupMethods(methods, { mobile: false, redirectToWelcome: true }).flatMap((g) => g.methods.map((m) => m.name))).toEqual(['Card.biz']);
  });
});

describe('refill form', () => {
  const sbp = method({ minimalAmount: 100, maximalAmount: 0, additionalInfo: [{ name: 'phone', label: 'Phone', defaultValue: null, options: null, required: true }] });

  it('parses typed amounts', () => {
    expect(parseAmount('1 000,50')).toBe(1000.5);
    expect(parseAmount('250')).toBe(250);
    expect(Number.isNaN(parseAmount('12.345'))).toBe(true);
    expect(Number.isNaN(parseAmount('abc'))).toBe(true);
  });

  it("checks the amount against the method's limits and the extra fields for the country", () => {
    const schema = refillFormSchema(sbp, 'KZ');
    const issues = (values: { amount: string; fields: Record<string, string> }) => {
      const result = schema.safeParse(values);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(issues({ amount: '99', fields: { phone: '' } })).toEqual({ amount: 'below', 'fields.phone': 'required' });
    expect(issues({ amount: '100', fields: { phone: '+7 701 234 56 78' } })).toEqual({});
    expect(issues({ amount: '5000000', fields: { phone: '123' } })).toEqual({ 'fields.phone': 'phone' });
  });

  it('starts from the preliminary amount kept within the limits, with field defaults', () => {
    expect(refillDefaults(method({ minimalAmount: 600 }), 500)).toEqual({ amount: '600', fields: {} });
    expect(refillDefaults(method({ maximalAmount: 300 }), 500, '1000')).toEqual({ amount: '300', fields: {} });
    const kaspi = method({ additionalInfo: [{ name: 'doc_type', label: 'Doc', defaultValue: 'iin', options: [{ value: 'iin', label: 'IIN' }], required: true }] });
    expect(refillDefaults(kaspi, 500).fields).toEqual({ doc_type: 'iin' });
  });
});

describe('refill quote', () => {
  const levels: BonusLevel[] = [
    { limit: 1000, bonusMultiplier: 0.03 },
    { limit: 3000, bonusMultiplier: 0.05 },
  ];

  it('adds the level, method and common promo percent to the value at the rate', () => {
    const common: PromoInfo = { code: 'W', type: 'common', percent: 10, img: null, sum: null, flexOffers: null, expiresAt: null, freeCases: [] };
    expect(refillQuote(1000, 1, 3, levels, common)).toMatchObject({ value: 1000, levelPercent: 3, bonus: 160, total: 1160 });
    expect(refillQuote(5000, 0.18, 0, levels, null)).toMatchObject({ value: 900, levelPercent: 0, bonus: 0, total: 900 });
    expect(refillQuote(Number.NaN, 1, 0, levels, null).total).toBe(0);
  });

  it("takes a blogger promo's best reached offer", () => {
    const offer = (priceFrom: number, moneyFactor: number, tcoinFactor: number, price: number) => ({
      case: { img: '', name: `case ${priceFrom}`, price, slug: 'c' },
      priceFrom,
      moneyFactor,
      tcoinFactor,
    });
    const blogger: PromoInfo = { code: 'B', type: 'blogger', percent: null, img: null, sum: null, flexOffers: [offer(500, 1.1, 5, 1), offer(2000, 1.15, 10, 3)], expiresAt: null, freeCases: [] };
    expect(refillQuote(300, 1, 0, levels, blogger)).toMatchObject({ blogger: null, total: 300 });
    const quote = refillQuote(1000, 1, 0, levels, blogger);
    expect(quote.blogger).toMatchObject({ sumPromo: 1100, coins: 50, offer: { priceFrom: 500 } });
    expect(quote.total).toBe(1000 + 30 + 100 + 1);
  });
});

describe('sandbox card form', () => {
  const now = new Date('2027-03-10T00:00:00Z');

  it('formats and checks card numbers and expiry', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('takes only test cards, and their number picks the outcome', () => {
    const card = { expiry: '12/29', cvc: '123' };
    expect(sandboxCardOutcome({ ...card, number: '4242 4242 4242 4242' }, now)).toEqual({ outcome: 'success' });
    expect(sandboxCardOutcome({ ...card, number: '4000 0000 0000 0002' }, now)).toEqual({ outcome: 'fail' });
    expect(sandboxCardOutcome({ ...card, number: '4000 0000 0000 3220' }, now)).toEqual({ outcome: 'pending' });
    expect(sandboxCardOutcome({ ...card, number: '4111 1111 1111 1111' }, now)).toEqual({ problem: 'testOnly' });
    expect(sandboxCardOutcome({ ...card, number: '4242' }, now)).toEqual({ problem: 'number' });
    expect(sandboxCardOutcome({ number: '4242424242424242', expiry: '02/27', cvc: '123' }, now)).toEqual({ problem: 'expiry' });
    expect(sandboxCardOutcome({ number: '4242424242424242', expiry: '03/27', cvc: '1' }, now)).toEqual({ problem: 'cvc' });
  });
});

describe('wantedAmount', () => {
  it('reads a positive whole number of roubles and nothing else', () => {
    expect(wantedAmount('25')).toBe(25);
    expect(wantedAmount('0')).toBeNull();
    expect(wantedAmount('-5')).toBeNull();
    expect(wantedAmount('1e9')).toBeNull();
    expect(wantedAmount('12.5')).toBeNull();
    expect(wantedAmount(null)).toBeNull();
  });
});
