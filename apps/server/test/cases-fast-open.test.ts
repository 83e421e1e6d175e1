import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../src/modules/wallet/wallet.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, createTestDatabaseUrl, registerUser, type TestApp } from './helpers.js';
import { createDatabase, migrateDatabase } from '../src/platform/db/index.js';

// Row locks only exist between connections, so this runs on PostgreSQL (CI's integration pass).
describe.skipIf(!process.env.DATABASE_URL)('fastOpen', () => {
  let t: TestApp;
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabaseUrl());
    const database = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 4 });
    await migrateDatabase(database);
    await seedFixtureCatalog(database.db);
    t = await createTestApp({ database, env: { OPEN_RATE_LIMIT: '100000' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
    await drop();
  });

  it('answers fastOpen when the previous open of the same player does not finish in time', async () => {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 1000, reason: 'test' });
    const { default: pg } = await import('pg');
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      // Another open of this player, stuck holding the player's row.
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.userId]);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(user.token), payload: {} });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('fastOpen');
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(user.token), payload: {} });
    expect(after.statusCode).toBe(200);
  });
});
