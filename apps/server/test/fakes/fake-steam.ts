import { randomBytes } from 'node:crypto';
import { notFound, redirect, sendJson, startFakeServer, type FakeRequest, type FakeServer } from './fake-server.js';

const NS = 'http://specs.openid.net/auth/2.0';

export interface FakeSteam extends FakeServer {
  /** STEAM_OPENID_ENDPOINT of the fake OP. */
  endpoint: string;
  /** The Steam id the next sign-in asserts. */
  steamId: string;
  /** When false, check_authentication answers is_valid:false. */
  valid: boolean;
  /** Web API key the fake ISteamUser/GetPlayerSummaries accepts. */
  apiKey: string;
  personaName: string;
}

/**
 * A Steam OpenID 2.0 OP: checkid_setup at /openid/login redirects straight back with a positive
 * assertion, check_authentication confirms signatures it issued once, /openid/id/<id> serves the
 * XRDS that discovery of a claimed id reads; plus the Web API's GetPlayerSummaries.
 */
export async function startFakeSteam(): Promise<FakeSteam> {
  const issued = new Set<string>();
  const fake = { steamId: '76561198000000001', valid: true, apiKey: 'steam-web-api-key', personaName: 'Gaben' } as FakeSteam;
  const server = await startFakeServer((req, res) => {
    const path = req.url.pathname;
    if (path === '/openid/login' && req.method === 'GET') return redirect(res, assertion(req));
    if (path === '/openid/login' && req.method === 'POST') {
      const sig = req.form.get('openid.sig') ?? '';
      const ok = fake.valid && req.form.get('openid.mode') === 'check_authentication' && issued.delete(sig);
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end(`ns:${NS}\nis_valid:${ok}\n`);
    }
    if (path.startsWith('/openid/id/')) {
      const xrds = `<?xml version="1.0" encoding="UTF-8"?>\n<xrds:XRDS xmlns:xrds="xri://$xrds" xmlns="xri://$xrd*($v*2.0)"><XRD><Service priority="0"><Type>${NS}/signon</Type><URI>${fake.endpoint}</URI></Service></XRD></xrds:XRDS>`;
      return void res.writeHead(200, { 'content-type': 'application/xrds+xml' }).end(xrds);
    }
    if (path === '/ISteamUser/GetPlayerSummaries/v2/') {
      if (req.url.searchParams.get('key') !== fake.apiKey) return sendJson(res, 403, {});
      const steamid = req.url.searchParams.get('steamids');
      return sendJson(res, 200, { response: { players: [{ steamid, personaname: fake.personaName, avatarfull: 'https://avatars.example/full.jpg' }] } });
    }
    notFound(res);
  });

  function assertion(req: FakeRequest): string {
    const returnTo = req.url.searchParams.get('openid.return_to') ?? '';
    const sig = randomBytes(20).toString('base64');
    issued.add(sig);
    const claimedId = `${server.url}/openid/id/${fake.steamId}`;
    const params = new URLSearchParams({
      'openid.ns': NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': fake.endpoint,
      'openid.claimed_id': claimedId,
      'openid.identity': claimedId,
      'openid.return_to': returnTo,
      'openid.response_nonce': `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}${randomBytes(6).toString('hex')}`,
      'openid.assoc_handle': '1234567890',
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
      'openid.sig': sig,
    });
    return `${returnTo}${returnTo.includes('?') ? '&' : '?'}${params.toString()}`;
  }

  return Object.assign(fake, server, { endpoint: `${server.url}/openid/login` });
}
