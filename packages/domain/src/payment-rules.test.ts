import { describe, expect, it } from 'vitest';
import { checkExtraFields, checkPhone, phoneCountry } from './payment-fields.js';
import {
  amountProblem,
  bonusCoins,
  bonusLevelRows,
  bonusMultiplierFor,
  isValidDocNumber,
  isValidEmail,
  methodLimits,
  methodTypeName,
  normalizePromoCode,
  refillResult,
  sortCountries,
  visibleMethods,
} from './payment-rules.js';

describe('promo codes', () => {
  it('are trimmed and upper-cased; blank is empty', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('   ')).toBe('');
    expect(normalizePromoCode(undefined)).toBe('');
  });
});

describe('contact inputs', () => {
  it.each([
    ['player@mail.ru', true],
    ['first.last-name@sub.domain.com', true],
    ['a_b@x.io', true],
    ['no-at-sign.ru', false],
    ['player@mail', false],
    ['player@mail.info', false],
    ['pla yer@mail.ru', false],
  ])('email %s → %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });

  it('document numbers take only digits, commas and dashes', () => {
    expect(isValidDocNumber('1234-567,89')).toBe(true);
    expect(isValidDocNumber('12 34')).toBe(false);
    expect(isValidDocNumber('AB123')).toBe(false);
  });

  it('reads phones by the country, falling back to RU for a missing or custom country', () => {
    expect(phoneCountry('kz')).toBe('KZ');
    expect(phoneCountry('00')).toBe('RU');
    expect(phoneCountry(null)).toBe('RU');
    expect(checkPhone('8 912 345-67-89', '00')).toEqual({ valid: true, international: '+7 912 345 67 89', e164: '+79123456789' });
    expect(checkPhone('+375 29 123 45 67', 'BY').valid).toBe(true);
    expect(checkPhone('29 123 45 67', 'BY').e164).toBe('+375291234567');
    expect(checkPhone('12345', 'RU').valid).toBe(false);
  });
});

describe('method limits and filters', () => {
  it('default to minimum 1 and no maximum', () => {
    expect(methodLimits({})).toEqual({ min: 1, max: 0 });
    expect(methodLimits({ minimalAmount: 100, maximalAmount: 5000 })).toEqual({ min: 100, max: 5000 });
  });

  it('tell when an amount is outside them', () => {
    expect(amountProblem(99, { min: 100, max: 500 })).toBe('below');
    expect(amountProblem(501, { min: 100, max: 500 })).toBe('above');
    expect(amountProblem(100, { min: 100, max: 500 })).toBeNull();
    expect(amountProblem(1_000_000, { min: 1, max: 0 })).toBeNull();
    expect(amountProblem(Number.NaN, { min: 1, max: 0 })).toBe('below');
  });

  it('show .biz methods only in welcome mode', () => {
    const methods = [{ name: 'Card' }, { name: 'Card.biz' }];
    expect(visibleMethods(methods, false)).toEqual([{ name: 'Card' }]);
    expect(visibleMethods(methods, true)).toEqual([{ name: 'Card.biz' }]);
  });

  it('put the custom country last', () => {
    const list = [{ country: { iso: '00' } }, { country: { iso: 'RU' } }, { country: { iso: 'KZ' } }];
    expect(sortCountries(list).map((c) => c.country.iso)).toEqual(['RU', 'KZ', '00']);
  });

  it('name types 1-4, unknown as common', () => {
    expect([1, 2, 3, 4, 9].map(methodTypeName)).toEqual(['common', 'skin', 'ecom', 'giftcard', 'common']);
  });
});

describe('bonus levels', () => {
  const levels = [
    { limit: 5000, bonusMultiplier: 0.1 },
    { limit: 1000, bonusMultiplier: 0.05 },
    { limit: 500, bonusMultiplier: 0.0333 },
  ];

  it('read as from and percent (multiplier × 100, two decimals), ascending', () => {
    expect(bonusLevelRows(levels)).toEqual([
      { from: 500, percent: 3.33 },
      { from: 1000, percent: 5 },
      { from: 5000, percent: 10 },
    ]);
  });

  it('give the multiplier of the highest level reached', () => {
    expect(bonusMultiplierFor(levels, 499)).toBe(0);
    expect(bonusMultiplierFor(levels, 500)).toBe(0.0333);
    expect(bonusMultiplierFor(levels, 4999.99)).toBe(0.05);
    expect(bonusMultiplierFor(levels, 10_000)).toBe(0.1);
  });
});

describe('transaction results', () => {
  it('map pending to wait, fail to fail, anything else to success', () => {
    expect(refillResult({ status: 'pending', value: 1, bonus: null })).toEqual({ kind: 'wait' });
    expect(refillResult({ status: 'fail', value: 1, bonus: null })).toEqual({ kind: 'fail' });
    expect(refillResult({ status: 'success', value: 500, bonus: null })).toEqual({ kind: 'common', sum: 500 });
    expect(refillResult({ status: 'whatever', value: 7, bonus: null })).toEqual({ kind: 'common', sum: 7 });
  });

  it('read a success with bonus as a blogger result: sumPromo or value, coins floor(value × coins / 100)', () => {
    const prize = { icon: '/c.svg', title: 'Case', price: 99 };
    expect(refillResult({ status: 'success', value: 1234.5, bonus: { coins: 3, prize, sumPromo: 1400 } })).toEqual({
      kind: 'blogger',
      sum: 1400,
      coins: 37,
      prize,
    });
    expect(refillResult({ status: 'success', value: 100, bonus: { coins: 0, prize: null, sumPromo: null } })).toMatchObject({ sum: 100, coins: 0 });
    expect(bonusCoins(123.45, 7)).toBe(8);
  });
});

describe('extra fields', () => {
  const fields = [
    { name: 'email', required: true },
    { name: 'phone', required: true },
    { name: 'doc_number', required: false },
    { name: 'doc_type', required: false, options: [{ value: 'passport' }, { value: 'id' }] },
  ];

  it('reports each broken rule by field name', () => {
    const { problems } = checkExtraFields(fields, { email: 'bad', phone: '123', doc_number: 'x1', doc_type: 'visa' }, 'RU');
    expect(problems).toEqual({ email: 'email', phone: 'phone', doc_number: 'docNumber', doc_type: 'option' });
    expect(checkExtraFields(fields, {}, 'RU').problems).toEqual({ email: 'required', phone: 'required' });
  });

  it('returns clean values with the phone in E.164', () => {
    const result = checkExtraFields(fields, { email: ' a@b.ru ', phone: '8 (912) 345-67-89', doc_type: 'id' }, 'RU');
    expect(result.problems).toEqual({});
    expect(result.values).toEqual({ email: 'a@b.ru', phone: '+79123456789', doc_type: 'id' });
  });
});
