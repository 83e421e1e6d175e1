import { buildSiteConfig, footerPaymentMethods, SOCIAL_NETWORKS } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/ru/common.json';
import shell from '../../../locales/ru/later/shell.json';
import { PAYMENT_LOGOS } from './payment-logos';

// The payment systems the server's catalog takes.
const TAKEN = ['card', 'sbp', 'card-biz', 'yoomoney', 'crypto', 'skins', 'giftcard', 'card-world', 'kaspi', 'erip', 'uzcard', 'm10'];

describe('footer lists', () => {
  it('shows marks only for the payment systems the site takes, each with a logo and a Russian name', () => {
    const methods = footerPaymentMethods(TAKEN);
    expect(methods).toEqual(['visa', 'mastercard', 'sbp', 'yoomoney', 'usdt', 'skins']);
    for (const gone of ['qiwi', 'webmoney', 'hotskins']) expect(methods).not.toContain(gone);
    for (const method of methods) {
      expect(PAYMENT_LOGOS[method], method).toBeDefined();
      expect((shell.footer.methods as Record<string, string>)[method], method).toBeTruthy();
    }
    expect(buildSiteConfig({ game: 'dota', baseUrl: 'https://example.com', authProviders: [], paymentSystems: ['sbp'] }).footer.paymentMethods).toEqual(['sbp']);
  });

  it('links only the networks the site uses: VK and Telegram', () => {
    expect([...SOCIAL_NETWORKS]).toEqual(['vk', 'telegram']);
    const config = buildSiteConfig({ game: 'dota', baseUrl: 'https://example.com', authProviders: [], socials: { telegram: 'https://t.me/ours', vk: null } });
    expect(config.socials).toEqual({ telegram: 'https://t.me/ours', vk: 'https://vk.com/tastydrop' });
    expect(Object.keys(common.socials).sort()).toEqual(['telegram', 'vk']);
  });
});
