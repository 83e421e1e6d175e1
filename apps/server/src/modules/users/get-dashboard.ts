import { toWire, type UserDashboard } from '@tastydrop/domain';
import type { DbOrTx } from '../../db/index.js';
import { loadUser } from './load-user.js';

/** A player's public statistics. Upgrades, contracts, battles and best drop fill in as those areas land. */
export async function getDashboard(db: DbOrTx, userId: number): Promise<UserDashboard> {
  const row = await loadUser(db, userId);
  return {
    userId: row.id,
    casesOpened: row.casesOpened,
    upgrades: 0,
    contracts: 0,
    battles: 0,
    spent: toWire(row.spent),
    profit: toWire(row.profit),
    bestDrop: null,
  };
}
