import type { PaymentCountrySummary } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { defaultCountry } from './default-country.js';

const country = (iso: string): PaymentCountrySummary => ({ country: { iso, name: iso }, currency: { code: 'RUB', symbol: '₽', rate: 1, preliminaryAmount: 0 } });
const list = [country('RU'), country('KZ'), country('00')];

describe('defaultCountry', () => {
  it("takes the proxy's country header when that country can pay", () => {
    expect(defaultCountry(list, { 'cf-ipcountry': 'kz' })).toEqual({ iso: 'KZ' });
  });

  it('takes the region of the preferred languages next', () => {
    expect(defaultCountry(list, { 'cf-ipcountry': 'DE', 'accept-language': 'de-DE,kk-KZ;q=0.8' })).toEqual({ iso: 'KZ' });
  });

  it('falls back to the first payable country, never the custom one', () => {
    expect(defaultCountry(list, { 'accept-language': 'en' })).toEqual({ iso: 'RU' });
    expect(defaultCountry([country('00'), country('KZ')], {})).toEqual({ iso: 'KZ' });
    expect(defaultCountry([], {})).toBeNull();
  });
});
