import { eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db/index.js';
import { users } from '../src/platform/db/schema/index.js';
import type { App } from '../src/platform/http/types.js';
import { createJobRunner } from '../src/platform/jobs/job-runner.js';
import { battleJobHandlers } from '../src/modules/battles/battle-jobs.js';
import { createSession } from '../src/platform/http/session-store.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import type { Realtime } from '../src/platform/realtime/hub.js';

export interface Player {
  userId: number;
  token: string;
}

/** A player with `balance` kopecks and a session. */
export async function makePlayer(db: Db, balance: number, nickname = 'player'): Promise<Player> {
  const userId = await createUser(db, { regType: 'quick', nickname });
  if (balance > 0) await credit(db, { userId, currency: 'money', amount: balance, reason: 'test' });
  return { userId, token: await createSession(db, userId) };
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

export interface Answer {
  status: number;
  body: { data?: unknown; code?: string };
  data: Record<string, unknown>;
}

/** Calls the API as a player (or a guest) and returns the status, the body and its `data`. */
export async function call(app: App, method: 'GET' | 'POST', url: string, player?: Player | null, payload?: object): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    headers: player ? { authorization: `Bearer ${player.token}` } : {},
    ...(payload ? { payload } : {}),
  });
  const body = res.json() as Answer['body'];
  return { status: res.statusCode, body, data: (body.data ?? {}) as Record<string, unknown> };
}

/** Errors the job runner logs, for assertions (the runner never writes to the console). */
export function collectingLog() {
  const errors: { details: object; message: string }[] = [];
  return {
    errors,
    info: () => undefined,
    warn: () => undefined,
    error: (details: object, message: string) => errors.push({ details, message }),
  };
}

/**
 * Runs the battle jobs until none is due, with a clock that moves a second on every reading,
 * so every countdown and round interval has passed when the runner looks.
 */
export async function runBattleJobs(db: Db, realtime: Realtime, log = collectingLog()): Promise<number> {
  // Start past any countdown the app scheduled, then move on at every reading.
  let t = Date.now() + 60_000;
  const runner = createJobRunner({
    db,
    log,
    clock: () => new Date((t += 1000)),
    handlers: battleJobHandlers({ db, realtime, log, countdownMs: 0, roundMs: 10, maxWaitMs: 3_600_000 }),
  });
  let steps = 0;
  for (let i = 0; i < 10_000; i += 1) {
    const claimed = await runner.runOnce();
    if (claimed === 0) break;
    steps += claimed;
  }
  return steps;
}
