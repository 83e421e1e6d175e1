import { createHash, createHmac, randomBytes } from 'node:crypto';
import { notFound, redirect, sendJson, startFakeServer, type FakeServer } from './fake-server.js';

interface GoogleIdentity {
  sub: string;
  email?: string;
  name?: string;
  picture?: string;
}

export interface FakeGoogle extends FakeServer {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next. */
  identity: GoogleIdentity;
  /** When true, the consent screen is refused (error=access_denied). */
  deny: boolean;
}

interface Grant {
  identity: GoogleIdentity;
  challenge: string;
  redirectUri: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Google's authorization endpoint (consent granted at once) and token endpoint checking PKCE and client credentials. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const grants = new Map<string, Grant>();
  const fake = { clientId: 'google-client', clientSecret: 'google-secret', deny: false, identity: { sub: '1' } } as FakeGoogle;
  const server = await startFakeServer((req, res) => {
    const q = req.url.searchParams;
    if (req.url.pathname === '/auth') {
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('state', q.get('state') ?? '');
      if (fake.deny || q.get('client_id') !== fake.clientId || q.get('code_challenge_method') !== 'S256') {
        back.searchParams.set('error', 'access_denied');
        return redirect(res, back.toString());
      }
      const code = randomBytes(16).toString('hex');
      grants.set(code, { identity: { ...fake.identity }, challenge: q.get('code_challenge') ?? '', redirectUri: back.origin + back.pathname });
      back.searchParams.set('code', code);
      return redirect(res, back.toString());
    }
    if (req.url.pathname === '/token' && req.method === 'POST') {
      const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return sendJson(res, 401, { error: 'invalid_client' });
      const grant = grants.get(req.form.get('code') ?? '');
      grants.delete(req.form.get('code') ?? '');
      const verifier = req.form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== req.form.get('redirect_uri')) {
        return sendJson(res, 400, { error: 'invalid_grant' });
      }
      const claims = { iss: 'https://accounts.google.com', aud: fake.clientId, email_verified: true, ...grant.identity };
      const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
      const idToken = `${unsigned}.${createHmac('sha256', 'fake').update(unsigned).digest('base64url')}`;
      return sendJson(res, 200, { access_token: 'google-access', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    }
    notFound(res);
  });
  return Object.assign(fake, server, { authorizationEndpoint: `${server.url}/auth`, tokenEndpoint: `${server.url}/token` });
}
