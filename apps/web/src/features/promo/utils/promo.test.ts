import type { PromoInfo } from '@tastydrop/domain';
import { describe, expect, it, vi } from 'vitest';
import { createPromoLookup } from './promo-lookup';
import { popupAllowedOn, promoHeadline, promoLinkCode, withoutPromoParams } from './promo-popup-rules';

const info = (code: string): PromoInfo => ({ code, type: 'common', percent: 10, img: null, sum: null, flexOffers: null, expiresAt: null, freeCases: [] });

describe('promo lookups', () => {
  it('normalize the code and ignore an empty one', async () => {
    const fetcher = vi.fn((code: string) => Promise.resolve(info(code)));
    const lookup = createPromoLookup(fetcher);
    expect(lookup('   ')).toBeNull();
    expect((await lookup(' welcome10 '))?.code).toBe('WELCOME10');
    expect(fetcher).toHaveBeenCalledWith('WELCOME10');
  });

  it('merge concurrent lookups and reuse the last result for 5 seconds', async () => {
    let clock = 0;
    const fetcher = vi.fn((code: string) => Promise.resolve(info(code)));
    const lookup = createPromoLookup(fetcher, () => clock);
    const [a, b] = [lookup('gift'), lookup('GIFT ')];
    expect(a).toBe(b);
    await a;
    clock = 4999;
    await lookup('gift');
    expect(fetcher).toHaveBeenCalledTimes(1);
    clock = 5000;
    await lookup('gift');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reuse a failure within the window too', async () => {
    const fetcher = vi.fn(() => Promise.reject(new Error('promo_not_found')));
    const lookup = createPromoLookup(fetcher, () => 0);
    await expect(lookup('nope')).rejects.toThrow('promo_not_found');
    await expect(lookup('NOPE')).rejects.toThrow('promo_not_found');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('promo popup rules', () => {
  it('stay off the refill pages', () => {
    expect(popupAllowedOn('/')).toBe(true);
    expect(popupAllowedOn('/open/tasty-start')).toBe(true);
    expect(popupAllowedOn('/refill')).toBe(false);
    expect(popupAllowedOn('/refill/unauth')).toBe(false);
    expect(popupAllowedOn('/refill/result')).toBe(false);
  });

  it('read the code of a promo link and drop it from the URL', () => {
    expect(promoLinkCode('?promo=%20blogger%20&utm_source=yt')).toBe('BLOGGER');
    expect(promoLinkCode('?promocode=gift100')).toBe('GIFT100');
    expect(promoLinkCode('?promo=')).toBeNull();
    expect(withoutPromoParams('?promo=X&utm_source=yt')).toBe('?utm_source=yt');
    expect(withoutPromoParams('?promo=X')).toBe('');
  });

  it("headline a blogger code with its first offer's money factor", () => {
    const blogger: PromoInfo = {
      ...info('B'),
      type: 'blogger',
      percent: null,
      flexOffers: [
        { case: { img: '', name: 'Start', price: 10, slug: 's' }, tcoinFactor: 5, priceFrom: 500, moneyFactor: 1.1 },
        { case: { img: '', name: 'Big', price: 99, slug: 'b' }, tcoinFactor: 10, priceFrom: 2000, moneyFactor: 1.15 },
      ],
    };
    expect(promoHeadline(blogger)).toEqual({ kind: 'blogger', percent: 10, from: 500, caseName: 'Start' });
    expect(promoHeadline({ ...info('G'), type: 'instant', percent: null, sum: 100 })).toEqual({ kind: 'sum', sum: 100 });
    expect(promoHeadline(info('W'))).toEqual({ kind: 'percent', percent: 10 });
  });
});
