import { randomBytes } from 'node:crypto';
import { notFound, redirect, sendJson, startFakeServer, type FakeServer } from './fake-server.js';

interface VkIdentity {
  id: number;
  firstName: string;
  lastName: string;
  email?: string;
}

export interface FakeVk extends FakeServer {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  apiEndpoint: string;
  clientId: string;
  clientSecret: string;
  identity: VkIdentity;
}

/** Classic VK OAuth (authorize, access_token with the secret in the body) and the users.get method. */
export async function startFakeVk(): Promise<FakeVk> {
  const codes = new Map<string, VkIdentity>();
  const tokens = new Map<string, VkIdentity>();
  const fake = { clientId: '51234567', clientSecret: 'vk-secret', identity: { id: 1, firstName: '', lastName: '' } } as FakeVk;
  const server = await startFakeServer((req, res) => {
    const path = req.url.pathname;
    if (path === '/authorize') {
      const back = new URL(req.url.searchParams.get('redirect_uri') ?? '');
      const code = randomBytes(16).toString('hex');
      codes.set(code, { ...fake.identity });
      back.searchParams.set('code', code);
      back.searchParams.set('state', req.url.searchParams.get('state') ?? '');
      return redirect(res, back.toString());
    }
    if (path === '/access_token' && req.method === 'POST') {
      const identity = codes.get(req.form.get('code') ?? '');
      codes.delete(req.form.get('code') ?? '');
      if (req.form.get('client_id') !== fake.clientId || req.form.get('client_secret') !== fake.clientSecret || !identity) {
        return sendJson(res, 401, { error: 'invalid_grant', error_description: 'Code is invalid or expired.' });
      }
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, identity);
      return sendJson(res, 200, { access_token: accessToken, expires_in: 86400, user_id: identity.id, email: identity.email });
    }
    if (path === '/method/users.get' && req.method === 'POST') {
      const identity = tokens.get(req.form.get('access_token') ?? '');
      if (!identity) return sendJson(res, 200, { error: { error_code: 5, error_msg: 'User authorization failed' } });
      const user = { id: identity.id, first_name: identity.firstName, last_name: identity.lastName, photo_200: 'https://vk.example/photo.jpg' };
      return sendJson(res, 200, { response: [user] });
    }
    notFound(res);
  });
  return Object.assign(fake, server, {
    authorizationEndpoint: `${server.url}/authorize`,
    tokenEndpoint: `${server.url}/access_token`,
    apiEndpoint: `${server.url}/method`,
  });
}
