import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { operatorDetails } from '../src/modules/shell/routes.js';

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, GAME: 'dota', DATA_DIR: './data', publicBaseUrl: 'http://localhost:3000' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'abc', GAME: 'chess', GOOGLE_CLIENT_ID: 'x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('GAME');
    expect(problems).toContain('PUBLIC_BASE_URL: is required in production');
    expect(problems).toContain('PAYMENTS_PROVIDER: is required in production');
    expect(problems).toContain('SESSION_SECRET');
    expect(problems).toContain('GOOGLE_CLIENT_SECRET');
    for (const key of ['OPERATOR_NAME', 'OPERATOR_REGISTRATION', 'OPERATOR_ADDRESS', 'SUPPORT_EMAIL']) {
      expect(problems).toContain(`${key}: is required in production`);
    }
  });

  it('takes the operator details and contacts from the environment, and checks the addresses', () => {
    const config = loadConfig({ OPERATOR_NAME: 'ООО «Ромашка»', OPERATOR_REGISTRATION: 'ОГРН 1027700132195', OPERATOR_ADDRESS: 'Москва', SUPPORT_EMAIL: 'help@romashka.ru' });
    expect(operatorDetails(config)).toEqual({
      legalData: { beneficiary: 'ООО «Ромашка»', registrationNumber: 'ОГРН 1027700132195', address: 'Москва' },
      contacts: { supportMail: 'help@romashka.ru' },
    });
    // Without them (development) the demo details apply and no invented address is shown.
    expect(operatorDetails(loadConfig({}))).toEqual({ contacts: {} });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' })).toMatchObject({ DATABASE_URL: undefined, REDIS_URL: undefined });
  });
});
