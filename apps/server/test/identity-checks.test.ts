import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IDENTITY_FILE_MAX_BYTES } from '@tastydrop/domain';
import { requestIdentityCheck } from '../src/modules/identity/identity-checks.js';
import { purgeIdentityFiles } from '../src/modules/identity/purge-files.js';
import { identityChecks, identityFiles, users } from '../src/platform/db/schema/index.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

/** A small JPEG's first bytes and a recognisable body, enough for the check by content. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF identity document photo'.repeat(20)), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('selfie holding the document'.repeat(20))]);

let t: TestApp;
let compliance: ConsoleUser;
let support: ConsoleUser;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000' } });
  compliance = await consoleUser(t, 'compliance');
  support = await consoleUser(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const upload = (token: string, kind: string, body: Buffer, type = 'image/jpeg') =>
  t.app.inject({ method: 'POST', url: `/api/v1/identity/files/${kind}`, headers: { ...bearer(token), 'content-type': type }, payload: body });
const stateOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/v1/identity', headers: bearer(token) })).json().data;

describe('identity checks', () => {
  it('records the 18+ confirmation given at registration, and nothing when none is sent', async () => {
    const ticked = await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick', payload: { terms: true, adult: true } });
    expect(ticked.statusCode).toBe(200);
    expect((await stateOf(ticked.json().data.access_token)).age_confirmed_at).toEqual(expect.any(String));
    const silent = await registerUser(t.app);
    expect(await stateOf(silent.token)).toEqual({ check: null, age_confirmed_at: null });
  });

  it('goes from request to upload to approval, with the files encrypted and shown only to compliance', async () => {
    const player = await registerUser(t.app);
    expect((await upload(player.token, 'document', JPEG)).json().code).toBe('identity_check_not_open');

    const before = await auditCount(t);
    const asked = await t.app.inject({ method: 'POST', url: `/api/admin/players/${player.userId}/identity-check`, headers: support.headers, payload: { reason: 'крупный вывод' } });
    expect(asked.statusCode).toBe(200);
    expect(await auditCount(t)).toBe(before + 1);
    // Not on one's own account, and a second open request is refused.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/players/${support.userId}/identity-check`, headers: support.headers, payload: { reason: 'проверка' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/players/${player.userId}/identity-check`, headers: support.headers, payload: { reason: 'ещё раз' } })).statusCode).toBe(409);
    expect((await stateOf(player.token)).check).toMatchObject({ status: 'requested', uploaded: [] });

    const wrong = await upload(player.token, 'document', Buffer.from('GIF89a not a document'), 'application/octet-stream');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('identity_file_invalid');
    const big = await upload(player.token, 'document', Buffer.concat([JPEG, Buffer.alloc(IDENTITY_FILE_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('identity_file_too_large');

    expect((await upload(player.token, 'document', JPEG)).statusCode).toBe(200);
    expect((await stateOf(player.token)).check).toMatchObject({ status: 'requested', uploaded: ['document'] });
    expect((await upload(player.token, 'selfie', PNG, 'image/png')).statusCode).toBe(200);
    const submitted = (await stateOf(player.token)).check;
    expect(submitted.status).toBe('submitted');

    // At rest the bytes are not the file.
    const stored = await t.database.db.select({ data: identityFiles.data }).from(identityFiles).where(eq(identityFiles.checkId, submitted.id));
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.data.includes(Buffer.from('identity document photo'))).toBe(false);
      expect(row.data.includes(Buffer.from('selfie holding'))).toBe(false);
    }

    // The queue and the files are compliance's alone.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/identity-checks', headers: support.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/identity-checks/${submitted.id}/files/document`, headers: support.headers })).statusCode).toBe(403);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/identity-checks', headers: compliance.headers })).json().data as { id: number }[];
    expect(queue.map((q) => q.id)).toContain(submitted.id);
    const viewsBefore = await auditCount(t);
    const doc = await t.app.inject({ method: 'GET', url: `/api/admin/identity-checks/${submitted.id}/files/document`, headers: compliance.headers });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/jpeg');
    expect(doc.headers['cache-control']).toBe('no-store');
    expect(doc.rawPayload.equals(JPEG)).toBe(true);
    const selfie = await t.app.inject({ method: 'GET', url: `/api/admin/identity-checks/${submitted.id}/files/selfie`, headers: compliance.headers });
    expect(selfie.rawPayload.equals(PNG)).toBe(true);
    expect(await auditCount(t)).toBe(viewsBefore + 2);

    const decided = await t.app.inject({ method: 'POST', url: `/api/admin/identity-checks/${submitted.id}/decision`, headers: compliance.headers, payload: { approve: true, note: 'Документы в порядке' } });
    expect(decided.statusCode).toBe(200);
    const state = await stateOf(player.token);
    expect(state.check).toMatchObject({ status: 'approved', note: 'Документы в порядке' });
    expect(state.age_confirmed_at).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/identity-checks/${submitted.id}/decision`, headers: compliance.headers, payload: { approve: false } })).statusCode).toBe(409);
    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/identity-checks/player/${player.userId}`, headers: support.headers })).json().data as { status: string }[];
    expect(history.map((h) => h.status)).toEqual(['approved']);
  });

  it('lets a review rule ask without piling up requests, and deletes the files of old decisions but keeps the decision', async () => {
    const player = await registerUser(t.app);
    const first = await t.database.db.transaction((tx) => requestIdentityCheck(tx, player.userId, { reason: 'withdrawal review', requestedBy: null }));
    const again = await t.database.db.transaction((tx) => requestIdentityCheck(tx, player.userId, { reason: 'withdrawal review', requestedBy: null }));
    expect(again).toEqual({ id: first.id, created: false });
    await upload(player.token, 'document', JPEG);
    await upload(player.token, 'selfie', JPEG);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/identity-checks/${first.id}/decision`, headers: compliance.headers, payload: { approve: false, note: 'Фото нечитаемо' } })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ decidedAt: identityChecks.decidedAt }).from(identityChecks).where(eq(identityChecks.id, first.id));

    const later = (days: number) => new Date(row!.decidedAt!.getTime() + days * 86_400_000);
    await purgeIdentityFiles(t.database.db, later(29), 30);
    expect(await t.database.db.select({ k: identityFiles.kind }).from(identityFiles).where(eq(identityFiles.checkId, first.id))).toHaveLength(2);
    await purgeIdentityFiles(t.database.db, later(31), 30);
    expect(await t.database.db.select({ k: identityFiles.kind }).from(identityFiles).where(eq(identityFiles.checkId, first.id))).toHaveLength(0);
    const [kept] = await t.database.db.select().from(identityChecks).where(eq(identityChecks.id, first.id));
    expect(kept).toMatchObject({ status: 'rejected', decisionNote: 'Фото нечитаемо', filesDeletedAt: expect.any(Date) });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/identity-checks/${first.id}/files/document`, headers: compliance.headers })).statusCode).toBe(404);
    const [user] = await t.database.db.select({ age: users.ageConfirmedAt }).from(users).where(eq(users.id, player.userId));
    expect(user!.age).toBeNull();
  });
});
