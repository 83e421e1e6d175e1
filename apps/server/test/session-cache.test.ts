import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/platform/db/schema/index.js';
import { authOf, makeAuthHooks } from '../src/platform/http/auth.js';
import { errorHandler } from '../src/platform/http/error-handler.js';
import { markSeenSql } from '../src/modules/users/mark-seen-sql.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A bare app with the session hooks, hearing the broker through `subscription`. */
async function appWith(subscription: () => number | null) {
  const f = Fastify();
  f.setErrorHandler(errorHandler);
  f.decorateRequest('auth', null);
  await f.register((await import('@fastify/cookie')).default);
  const hooks = makeAuthHooks(t.database.db, 'http://localhost:3000', subscription, markSeenSql);
  f.get('/api/v1/who', { onRequest: hooks.requireAuth }, async (req) => ({ userId: authOf(req).userId }));
  await f.ready();
  return { f, hooks };
}

/** Deletes a session's row without telling anyone (as a revocation whose message was lost would look). */
async function dropSilently(userId: number) {
  await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
}

describe('the session cache', () => {
  it('serves a looked-up session from memory, and forgets it when the broker says it ended', async () => {
    const { f, hooks } = await appWith(() => 1);
    const user = await registerUser(t.app);
    const who = () => f.inject({ method: 'GET', url: '/api/v1/who', headers: bearer(user.token) });
    expect((await who()).json()).toEqual({ userId: user.userId });
    const [row] = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.userId));
    await dropSilently(user.userId);
    expect((await who()).statusCode).toBe(200);
    hooks.forgetSessions([row!.id]);
    expect((await who()).statusCode).toBe(401);
  });

  it('trusts nothing cached once the subscription was lost and made again', async () => {
    let subscription = 1;
    const { f } = await appWith(() => subscription);
    const user = await registerUser(t.app);
    const who = () => f.inject({ method: 'GET', url: '/api/v1/who', headers: bearer(user.token) });
    expect((await who()).statusCode).toBe(200);
    await dropSilently(user.userId);
    subscription = 2;
    expect((await who()).statusCode).toBe(401);
  });

  it('caches nothing while the subscription is down', async () => {
    let subscription: number | null = null;
    const { f } = await appWith(() => subscription);
    const user = await registerUser(t.app);
    const who = () => f.inject({ method: 'GET', url: '/api/v1/who', headers: bearer(user.token) });
    expect((await who()).statusCode).toBe(200);
    await dropSilently(user.userId);
    subscription = 1;
    expect((await who()).statusCode).toBe(401);
  });
});
