import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/index.js';
import { TRANSACTION_ATTEMPTS, withTransaction } from '../src/platform/db/transaction.js';
import { AppError } from '../src/core/app-error.js';
import { errorHandler } from '../src/platform/http/error-handler.js';
import { createTestDatabase } from './helpers.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An error shaped as drizzle reports a driver error: the SQLSTATE on its cause. */
const conflict = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('conflict'), { code }) });

describe('withTransaction', () => {
  it('runs a deadlock victim or a serialization failure again', async () => {
    let runs = 0;
    const result = await withTransaction(database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`SELECT 1`);
      if (runs === 1) throw conflict('40P01');
      if (runs === 2) throw conflict('40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(3);
  });

  it('gives up with busy after a bounded number of runs', async () => {
    let runs = 0;
    const failing = withTransaction(database.db, async () => {
      runs += 1;
      throw conflict('40P01');
    });
    await expect(failing).rejects.toMatchObject({ code: 'busy', status: 409 });
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
  });

  it('does not repeat other failures', async () => {
    let runs = 0;
    const refused = withTransaction(database.db, async () => {
      runs += 1;
      throw new AppError('balance_error');
    });
    await expect(refused).rejects.toMatchObject({ code: 'balance_error' });
    const unique = withTransaction(database.db, async () => {
      runs += 1;
      throw conflict('23505');
    });
    await expect(unique).rejects.toThrow('Failed query');
    expect(runs).toBe(2);
  });
});

describe('the error handler', () => {
  it('answers a transaction conflict that escaped with busy, not a 500', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/deadlock', async () => {
      throw conflict('40P01');
    });
    const res = await app.inject({ method: 'GET', url: '/deadlock' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'busy' });
    await app.close();
  });
});
