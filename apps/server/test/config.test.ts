import { mkdtemp, readFile, rm, stat, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { databaseSessionSecret, dataDirSessionSecret, keptSessionSecret, SESSION_SECRET_FILE } from '../src/platform/session-secret.js';
import { operatorDetails } from '../src/modules/shell/routes.js';
import { configDetails } from '../src/modules/shell/site-switches.js';
import { createTestDatabase } from './helpers.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://tastydrop.example',
  SESSION_SECRET: 'x'.repeat(40),
  OPERATOR_NAME: 'ООО «Пример»',
  OPERATOR_REGISTRATION: 'ОГРН 1234567890123',
  OPERATOR_ADDRESS: 'Москва',
  SUPPORT_EMAIL: 'support@tastydrop.example',
};
const BOTS = '[{"accountName":"a","password":"p","sharedSecret":"s","identitySecret":"i"}]';

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, GAME: 'dota', DATA_DIR: './data', publicBaseUrl: 'http://localhost:3000' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('takes the default feature flags and the overrides of FEATURES', () => {
    expect(loadConfig({}).FEATURES).toMatchObject({ techies: false, battles: true });
    expect(loadConfig({ FEATURES: ' techies , -battles' }).FEATURES).toMatchObject({ techies: true, battles: false, secretShop: true });
    expect(problemsOf({ FEATURES: 'techies,mines' })).toEqual([expect.stringMatching(/^FEATURES: unknown feature mines/)]);
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
    expect(operatorDetails(configDetails(config))).toEqual({
      legalData: { beneficiary: 'ООО «Ромашка»', registrationNumber: 'ОГРН 1027700132195', address: 'Москва' },
      contacts: { supportMail: 'help@romashka.ru' },
    });
    // Without them (development) the demo details apply and no invented address is shown.
    expect(operatorDetails(configDetails(loadConfig({})))).toEqual({ contacts: {} });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' })).toMatchObject({ DATABASE_URL: undefined, REDIS_URL: undefined });
  });
});

describe('dangerous combinations', () => {
  it('refuses sandbox payments with real trade bots in production', () => {
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_PROVIDER: 'sandbox', STEAM_BOTS: BOTS })).toEqual([
      'PAYMENTS_PROVIDER: sandbox payments cannot run in production with real trade bots (STEAM_BOTS)',
    ]);
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_PROVIDER: 'sandbox' })).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k', STEAM_BOTS: BOTS })).toEqual([]);
    // Outside production the sandbox may try the whole flow with test bots.
    expect(problemsOf({ PAYMENTS_PROVIDER: 'sandbox', STEAM_BOTS: BOTS })).toEqual([]);
  });

  it('never signs with a known secret when SESSION_SECRET is unset', () => {
    const first = loadConfig({}).sessionSecret;
    const second = loadConfig({}).sessionSecret;
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toMatch(/development|change-me/);
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32) }).sessionSecret).toBe('s'.repeat(32));
  });
});

describe('the kept session secret', () => {
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'td-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('is generated once in the data directory, owner-only, and shared by every process using it', async () => {
    const dir = await dataDir();
    const together = await Promise.all(Array.from({ length: 8 }, () => dataDirSessionSecret(dir)));
    expect(new Set(together).size).toBe(1);
    const [secret] = together as [string];
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, SESSION_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect(await dataDirSessionSecret(dir)).toBe(secret);
    expect(await dataDirSessionSecret(await dataDir())).not.toBe(secret);
  });

  it('tightens a copy left readable to others', async () => {
    const dir = await dataDir();
    const secret = await dataDirSessionSecret(dir);
    await chmod(path.join(dir, SESSION_SECRET_FILE), 0o644);
    expect(await dataDirSessionSecret(dir)).toBe(secret);
    expect((await stat(path.join(dir, SESSION_SECRET_FILE))).mode & 0o777).toBe(0o600);
  });

  it('lives in the database with PostgreSQL, the same for every node', async () => {
    const database = await createTestDatabase();
    try {
      const nodes = await Promise.all(Array.from({ length: 4 }, () => databaseSessionSecret(database.db)));
      expect(new Set(nodes).size).toBe(1);
      expect(nodes[0]!.length).toBeGreaterThanOrEqual(32);
      const dir = await dataDir();
      const kept = await keptSessionSecret(database, dir);
      if (database.kind === 'postgres') expect(kept).toBe(nodes[0]);
      else expect(await readFile(path.join(dir, SESSION_SECRET_FILE), 'utf8')).toContain(kept);
    } finally {
      await database.close();
    }
  });
});

