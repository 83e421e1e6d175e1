import type { DbOrTx } from '../../platform/db/index.js';
import { createSession, type SessionMeta } from '../../platform/http/session-store.js';
import { recordSignals } from '../risk/account-signals.js';

/** The traces a sign-in leaves: the browser's device id and the client address. */
export function sessionSignals(meta: SessionMeta) {
  return [
    { kind: 'device' as const, value: meta.deviceId },
    { kind: 'ip' as const, value: meta.ip },
  ];
}

/** Opens a session for a sign-in or registration and records what the account was seen with (docs/decisions/058). */
export async function openSession(db: DbOrTx, userId: number, meta: SessionMeta): Promise<string> {
  const token = await createSession(db, userId, meta);
  await recordSignals(db, userId, sessionSignals(meta));
  return token;
}
