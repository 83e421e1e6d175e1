import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/platform/db/schema/index.js';
import { latestOutboxMessage } from '../src/platform/mail/mailer.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { bookMismatches } from './ledger-check.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let content: ConsoleUser;
let support: ConsoleUser;
beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'outbox-')), AUTH_RATE_LIMIT: '10000', SESSION_RATE_LIMIT: '10000' } });
  content = await consoleUser(t, 'content');
  support = await consoleUser(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, who: ConsoleUser, payload?: object) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const coinsOf = async (userId: number) => (await t.database.db.select({ c: users.coinBalance }).from(users).where(eq(users.id, userId)))[0]!.c;
const typesOf = async (token: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/v1/users/missions/social', headers: bearer(token) })).json().data as { type: string; prize: number }[]).map((m) => `${m.type}:${m.prize}`);

async function audited<T>(action: () => Promise<T>, rows = 1): Promise<T> {
  const before = await auditCount(t);
  const result = await action();
  expect(await auditCount(t)).toBe(before + rows);
  return result;
}

type MissionRow = { id: number; type: string; prize: { kind: string; amount?: number }; retired_at: string | null; replaces_id: number | null; active: boolean; players: number };
const liveEmail = async () => ((await call('GET', '/api/admin/missions', content)).json().data as MissionRow[]).find((m) => m.type === 'email' && m.retired_at === null)!;

/** Starts the e-mail mission (a letter sent, waiting for the link) and returns the link's token. */
async function startEmail(player: { token: string; userId: number }): Promise<string> {
  const email = `player${player.userId}@example.com`;
  expect((await post(player.token, '/api/v1/users/send-email', { email })).json().data).toMatchObject({ status: 'pending' });
  const letter = await latestOutboxMessage(t.config, email);
  return decodeURIComponent(/confirm=([^\s]+)/.exec(letter!.text)![1]!);
}

describe('fast missions at the console', () => {
  it('lists the six missions that were fixed in code, and refuses other roles and a second live mission of a type', async () => {
    const rows = (await call('GET', '/api/admin/missions', content)).json().data as MissionRow[];
    expect(rows.filter((m) => m.retired_at === null).map((m) => m.type).sort()).toEqual(['email', 'push', 'pushPWA', 'steam', 'telegram', 'vk']);
    expect(rows.find((m) => m.type === 'email')!.prize).toEqual({ kind: 'coins', amount: 1000 });
    expect((await call('GET', '/api/admin/missions', support)).statusCode).toBe(403);
    const twice = await audited(() => call('POST', '/api/admin/missions', content, { mission: { type: 'email', prize_kind: 'coins', amount: 5 } }), 0);
    expect(twice.json().parameters.fields).toHaveProperty('type');
    const badBand = await call('POST', `/api/admin/missions/${rows[0]!.id}`, content, { mission: { type: rows[0]!.type, prize_kind: 'coins', amount: 5, min_level: 20, max_level: 10 } });
    expect(badBand.statusCode).toBe(400);
    const unknownCase = await call('POST', `/api/admin/missions/${rows[0]!.id}`, content, { mission: { type: rows[0]!.type, prize_kind: 'freeCase', free_case: { case_slug: 'no-such-case', opens: 1 } } });
    expect(unknownCase.json().parameters.fields).toHaveProperty(['free_case.case_slug']);
  });

  it('an edit retires the row and adds its successor: a player mid-mission is paid the prize they started on, a new one the new prize', async () => {
    const early = await registerUser(t.app);
    const earlyLink = await startEmail(early);
    const before = await liveEmail();
    expect(before.players).toBeGreaterThanOrEqual(1);

    const edited = await audited(() => call('POST', `/api/admin/missions/${before.id}`, content, { mission: { type: 'email', prize_kind: 'coins', amount: 25 }, reason: 'зимняя акция' }));
    const nextId = edited.json().data.id as number;
    expect(nextId).not.toBe(before.id);
    const after = await liveEmail();
    expect(after).toMatchObject({ id: nextId, replaces_id: before.id, prize: { kind: 'coins', amount: 2500 } });
    // Editing the retired row is refused: there is one live row per type.
    expect((await audited(() => call('POST', `/api/admin/missions/${before.id}`, content, { mission: { type: 'email', prize_kind: 'coins', amount: 30 } }), 0)).statusCode).toBe(400);

    const late = await registerUser(t.app);
    expect(await typesOf(late.token)).toContain('email:25');
    expect(await typesOf(early.token)).toContain('email:10');
    const lateLink = await startEmail(late);
    expect((await post(early.token, '/api/v1/users/confirm-email', { token: earlyLink })).statusCode).toBe(200);
    expect((await post(late.token, '/api/v1/users/confirm-email', { token: lateLink })).statusCode).toBe(200);
    expect(await coinsOf(early.userId)).toBe(1000);
    expect(await coinsOf(late.userId)).toBe(2500);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('a switched-off mission is offered to no one new, and a player who started it can still finish it', async () => {
    const started = await registerUser(t.app);
    const link = await startEmail(started);
    const live = await liveEmail();
    await audited(() => call('POST', `/api/admin/missions/${live.id}/active`, content, { active: false, reason: 'пауза' }));
    await audited(() => call('POST', `/api/admin/missions/${live.id}/active`, content, { active: false }), 0);
    const fresh = await registerUser(t.app);
    expect((await typesOf(fresh.token)).some((m) => m.startsWith('email:'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/missions/social/email', headers: bearer(fresh.token) })).statusCode).toBe(404);
    expect((await post(started.token, '/api/v1/users/confirm-email', { token: link })).statusCode).toBe(200);
    expect(await coinsOf(started.userId)).toBe(2500);
    await audited(() => call('POST', `/api/admin/missions/${live.id}/active`, content, { active: true }));
    expect((await typesOf(fresh.token)).some((m) => m.startsWith('email:'))).toBe(true);
  });

  it('offers a mission only within its dates and level band', async () => {
    const rows = (await call('GET', '/api/admin/missions', content)).json().data as MissionRow[];
    const vk = rows.find((m) => m.type === 'vk' && m.retired_at === null)!;
    const player = await registerUser(t.app);
    await call('POST', `/api/admin/missions/${vk.id}`, content, { mission: { type: 'vk', prize_kind: 'coins', amount: 10, min_level: 150 } });
    expect((await typesOf(player.token)).some((m) => m.startsWith('vk:'))).toBe(false);
    const banded = (await call('GET', '/api/admin/missions', content)).json().data as MissionRow[];
    const next = banded.find((m) => m.type === 'vk' && m.retired_at === null)!;
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await call('POST', `/api/admin/missions/${next.id}`, content, { mission: { type: 'vk', prize_kind: 'coins', amount: 10, starts_at: later } });
    expect((await typesOf(player.token)).some((m) => m.startsWith('vk:'))).toBe(false);
    const dated = ((await call('GET', '/api/admin/missions', content)).json().data as MissionRow[]).find((m) => m.type === 'vk' && m.retired_at === null)!;
    await call('POST', `/api/admin/missions/${dated.id}`, content, { mission: { type: 'vk', prize_kind: 'money', amount: 5, max_level: 200 } });
    expect(await typesOf(player.token)).toContain('vk:0');
  });
});
