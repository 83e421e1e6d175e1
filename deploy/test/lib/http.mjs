// HTTPS to the site through HAProxy, as a browser at a given address would: the test's own CA, the
// site's name (resolved to the proxy inside the test's namespace), keep-alive connections.
import http from 'node:http';
import https from 'node:https';
import { DOMAIN } from './world.mjs';

let agent = null;

export function useCertificateAuthority(ca) {
  agent = new https.Agent({ keepAlive: true, maxSockets: 16, ca, servername: DOMAIN });
}

/**
 * One request; never throws. Resolves { status, json, text, error } where status is 0 and error set when
 * no answer came (connection refused, reset, timeout).
 */
export function request(method, url, { body, token, headers = {}, localAddress, timeoutMs = 30_000 } = {}) {
  const target = new URL(url.startsWith('/') ? `https://${DOMAIN}${url}` : url);
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const options = {
    method,
    agent: target.protocol === 'https:' ? agent : undefined,
    localAddress,
    headers: {
      ...(payload !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  };
  const lib = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const req = lib.request(target, options, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', (error) => done({ status: 0, error: error.message }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        done({ status: res.statusCode, json, text, headers: res.headers });
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (error) => done({ status: 0, error: error.message }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
