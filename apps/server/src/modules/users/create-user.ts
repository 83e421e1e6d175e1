import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

const AVATAR_COUNT = 8;

function defaultAvatar(): string {
  return `/static/avatars/avatar-${randomInt(1, AVATAR_COUNT + 1)}.svg`;
}

export interface NewUser {
  regType: 'quick' | 'steam' | 'google' | 'vk';
  nickname: string;
  login?: string;
  passwordHash?: string;
  avatar?: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  steamId?: string | null;
  ip?: string | null;
}

/** Inserts an account with zero balances and returns its id; a player signing up goes through profile's registerPlayer. */
export async function createUser(db: DbOrTx, input: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      regType: input.regType,
      nickname: input.nickname.slice(0, 32),
      login: input.login ?? null,
      passwordHash: input.passwordHash ?? null,
      avatar: input.avatar ?? defaultAvatar(),
      email: input.email ?? null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      steamId: input.steamId ?? null,
      lastIp: input.ip ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}
