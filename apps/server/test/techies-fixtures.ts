import { eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db/index.js';
import { techiesGames } from '../src/platform/db/schema/index.js';
import type { App } from '../src/platform/http/types.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bearer, registerUser } from './helpers.js';

/** The server's side of a game: where its mines are (a test peeks to play on purpose). */
export async function minesOf(db: Db, gameId: number): Promise<number[]> {
  const [row] = await db.select({ mineCells: techiesGames.mineCells }).from(techiesGames).where(eq(techiesGames.id, gameId));
  if (!row) throw new Error(`no game ${gameId}`);
  return row.mineCells;
}

export function safeCellsOf(mines: number[]): number[] {
  return Array.from({ length: 25 }, (_, i) => i).filter((c) => !mines.includes(c));
}

/** A fresh player with `kopecks` on the balance. */
export async function playerWithMoney(app: App, db: Db, kopecks: number) {
  const user = await registerUser(app);
  await credit(db, { userId: user.userId, currency: 'money', amount: kopecks, reason: 'test' });
  return user;
}

export function techiesCalls(app: App, token: string) {
  const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    start: (stake: number, mines: number) => post('/api/v1/techies/games', { stake, mines }),
    reveal: (gameId: number, cell: number) => post(`/api/v1/techies/games/${gameId}/reveal`, { cell }),
    cashOut: (gameId: number) => post(`/api/v1/techies/games/${gameId}/cashout`),
    get: (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) }),
  };
}
