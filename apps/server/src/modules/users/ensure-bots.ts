import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

/** The house's bot players (`isBot`): they fill empty seats and never appear on leaderboards. */
const BOT_NAMES = ['Faceless Bot', 'Rubick Bot', 'Techies Bot'] as const;

/** Bot users for `count` seats, distinct, created once on first need. */
export async function ensureBots(tx: DbOrTx, count: number): Promise<{ id: number; nickname: string }[]> {
  if (count === 0) return [];
  let bots = await tx.select({ id: users.id, nickname: users.nickname }).from(users).where(eq(users.isBot, true)).orderBy(asc(users.id));
  if (bots.length < BOT_NAMES.length) {
    await tx
      .insert(users)
      .values(
        BOT_NAMES.map((nickname, i) => ({
          regType: 'quick' as const,
          login: `bot:${i + 1}`,
          nickname,
          avatar: `/static/avatars/avatar-${i + 1}.svg`,
          isBot: true,
        })),
      )
      .onConflictDoNothing();
    bots = await tx.select({ id: users.id, nickname: users.nickname }).from(users).where(eq(users.isBot, true)).orderBy(asc(users.id));
  }
  if (bots.length < count) throw new Error(`only ${bots.length} bots for ${count} seats`);
  return bots.slice(0, count);
}
