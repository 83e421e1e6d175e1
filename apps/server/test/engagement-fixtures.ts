import { eq } from 'drizzle-orm';
import { cases, openings } from '../src/platform/db/schema/index.js';
import type { App } from '../src/platform/http/types.js';
import { credit } from '../src/modules/wallet/wallet.js';
import type { Db } from '../src/platform/db/index.js';
import type { Realtime } from '../src/platform/realtime/hub.js';
import { bearer, registerUser } from './helpers.js';

export type Player = Awaited<ReturnType<typeof registerUser>>;

/** A player with `rubles` on the balance. */
export async function richPlayer(app: App, db: Db, rubles = 10_000): Promise<Player> {
  const user = await registerUser(app);
  await credit(db, { userId: user.userId, currency: 'money', amount: rubles * 100, reason: 'test' });
  return user;
}

export async function openCase(app: App, player: Player, slug: string, multiOpen = 1): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `/api/v1/cases/${slug}/open`, headers: bearer(player.token), payload: { multi_open: multiOpen } });
  if (res.statusCode !== 200) throw new Error(`open failed: ${res.statusCode} ${res.body}`);
}

export async function caseBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(cases).where(eq(cases.slug, slug));
  return row!;
}

export async function openingsOf(db: Db, userId: number) {
  return db.select().from(openings).where(eq(openings.userId, userId));
}

export async function coinBalance(app: App, player: Player): Promise<number> {
  const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(player.token) });
  return (me.json().data as { finance: { coin_balance: number } }).finance.coin_balance;
}

/** A realtime hub that records what it would push to players. */
export function recordingRealtime(out: { userId: number; message: unknown }[]): Realtime {
  return {
    publish: async () => undefined,
    publishToUser: async (userId, message) => {
      out.push({ userId, message });
    },
    endSessions: async () => undefined,
    close: async () => undefined,
  };
}
