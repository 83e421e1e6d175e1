import { generate } from 'otplib';
import type { ConsoleRoleName } from '@tastydrop/domain';
import { grantRole } from '../src/modules/admin/grant-role.js';
import { bearer, registerUser, type TestApp } from './helpers.js';

export interface ConsoleUser {
  token: string;
  login: string;
  userId: number;
  secret: string;
  /** The bearer token and the header of the console's own client. */
  headers: { authorization: string; 'x-console': string };
}

/** A player account given a console role; with `enrol`, it also enrolled its second factor in this session. */
export async function consoleUser(t: TestApp, role: ConsoleRoleName, options: { enrol?: boolean } = {}): Promise<ConsoleUser> {
  const user = await registerUser(t.app);
  await grantRole(t.database.db, user.login, role, null);
  const headers = { ...bearer(user.token), 'x-console': '1' };
  let secret = '';
  if (options.enrol ?? true) {
    const start = await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/enrol', headers, payload: {} });
    if (start.statusCode !== 200) throw new Error(`enrolment failed: ${start.statusCode} ${start.body}`);
    secret = (start.json().data as { secret: string }).secret;
    const confirm = await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/confirm', headers, payload: { code: await generate({ secret }) } });
    if (confirm.statusCode !== 200) throw new Error(`confirmation failed: ${confirm.statusCode} ${confirm.body}`);
  }
  return { token: user.token, login: user.login, userId: user.userId, secret, headers };
}

/** The number of audit rows so far. */
export async function auditCount(t: TestApp): Promise<number> {
  const result = (await t.database.db.execute('SELECT count(*)::int AS n FROM audit_log')) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}
