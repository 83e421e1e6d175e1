import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimOwner, issueOwnerClaim } from '../src/modules/admin/claim-owner.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claim = (token: string, auth?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/owner-claim', payload: { token }, ...(auth ? { headers: bearer(auth) } : {}) });

describe('the first owner of a fresh site', () => {
  it('is whoever opens the start’s one-time link signed in; the link then works for nobody else', async () => {
    const first = (await issueOwnerClaim(t.database.db))!;
    // Every start without an owner makes a new link: the earlier one stops working.
    const latest = (await issueOwnerClaim(t.database.db))!;
    expect(latest).not.toBe(first);
    const operator = await registerUser(t.app);
    const other = await registerUser(t.app);

    expect((await claim(latest)).statusCode).toBe(401);
    expect((await claim(first, operator.token)).json()).toMatchObject({ code: 'owner_claim_invalid' });
    // A token one character off (never the same character: a token may end in x).
    const altered = `${latest.slice(0, -1)}${latest.endsWith('x') ? 'y' : 'x'}`;
    expect((await claim(altered, operator.token)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(operator.token) })).statusCode).toBe(403);

    const taken = await claim(latest, operator.token);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toEqual({ role: 'owner' });
    // The console knows the owner at once, and asks for a second factor before anything else.
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(operator.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.role).toBe('owner');

    expect((await claim(latest, other.token)).json()).toMatchObject({ code: 'owner_claim_invalid' });
    await expect(claimOwner(t.database.db, other.userId, latest)).rejects.toMatchObject({ code: 'owner_claim_invalid' });
    // A site with an owner makes no link.
    expect(await issueOwnerClaim(t.database.db)).toBeNull();
  });
});
