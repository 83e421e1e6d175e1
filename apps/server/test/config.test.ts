import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

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
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' })).toMatchObject({ DATABASE_URL: undefined, REDIS_URL: undefined });
  });
});
