import { levelForExp, toWire, type PublicUser, type User } from '@tastydrop/domain';
import type { UserRow } from '../users/load-user.js';

/** `profit` comes from playerProfit (player-profit.ts). */
function statistic(row: UserRow, profit: number): User['statistic'] {
  return { cases: { opened: row.casesOpened }, finance: { spent: toWire(row.spent), profit: toWire(profit) } };
}

/** The full User entity for its owner. */
export function presentUser(row: UserRow, totalAmountItems: number, profit: number, promo: User['promo'] = null): User {
  return {
    userId: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
    admin: row.admin,
    regType: row.regType,
    isFake: row.isFake,
    isBot: row.isBot,
    lang: row.lang,
    level: levelForExp(row.experience),
    finance: {
      balance: toWire(row.balance),
      currency: 'RUB',
      coinBalance: toWire(row.coinBalance),
      totalAmountItems: toWire(totalAmountItems),
      bonusBalance: toWire(row.bonusBalance),
    },
    personal: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      city: row.city,
      country: row.country,
      ip: row.lastIp,
    },
    steam: { link: row.tradeUrl, login: row.steamLogin },
    statistic: statistic(row, profit),
    promo,
  };
}

/** What anyone may see of a player. */
export function presentPublicUser(row: UserRow, profit: number): PublicUser {
  return {
    userId: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
    level: levelForExp(row.experience),
    statistic: statistic(row, profit),
  };
}
