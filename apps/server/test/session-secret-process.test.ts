import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyChannelToken } from '../src/platform/realtime/channel-token.js';
import { SESSION_SECRET_FILE } from '../src/platform/session-secret.js';
import { startServerProcess, stopServerProcess } from './server-process.js';
import { longRuns } from './helpers.js';

/** The value that used to sign tokens whenever SESSION_SECRET was unset. */
const OLD_DEVELOPMENT_SECRET = 'development-only-session-secret-change-me';

let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function channelToken(url: string): Promise<{ token: string; userId: number }> {
  const registered = await fetch(`${url}/api/v1/auth/registration/quick`, { method: 'POST' });
  const accessToken = ((await registered.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${accessToken}` };
  const me = (await (await fetch(`${url}/api/v1/users/me`, { headers })).json()) as { data: { user_id: number } };
  const issued = (await (await fetch(`${url}/api/v1/users/centrifugo/token`, { headers })).json()) as { data: { centryfugo_key: string } };
  return { token: issued.data.centryfugo_key, userId: me.data.user_id };
}

describe.skipIf(!longRuns)('npm start with neither NODE_ENV nor SESSION_SECRET set', () => {
  it('signs channel tokens with a secret generated into the data directory (owner-only)', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'td-start-'));
    const env = { NODE_ENV: undefined, SESSION_SECRET: undefined, DATABASE_URL: undefined, REDIS_URL: undefined, DATA_DIR: dataDir };
    const first = await startServerProcess(env);
    let issued: { token: string; userId: number };
    try {
      issued = await channelToken(first.url);
    } finally {
      await stopServerProcess(first);
    }
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secret = (await readFile(file, 'utf8')).trim();
    expect(verifyChannelToken(issued.token, OLD_DEVELOPMENT_SECRET)).toBeNull();
    expect(verifyChannelToken(issued.token, secret)).toMatchObject({ userId: issued.userId });

  }, 120_000);
});
