import { sql } from 'drizzle-orm';
import type { FooterStats } from '@tastydrop/domain';
import type { DbOrTx } from '../../db/index.js';
import { users } from '../../db/schema/index.js';
import { countArcanes } from '../cases/live-drops.js';

/** Players seen within this window count as online. */
export const ONLINE_WINDOW_MINUTES = 5;

/** Site-wide counters from real data; upgrades and battles join as those areas land. */
export async function getFooterStats(db: DbOrTx, liveConnections: number): Promise<FooterStats> {
  const [row] = await db
    .select({
      users: sql<number>`count(*)::int`,
      opened: sql<number>`coalesce(sum(${users.casesOpened}), 0)::int`,
      online: sql<number>`(count(*) filter (where ${users.lastSeenAt} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES})))::int`,
    })
    .from(users);
  const arcanes = await countArcanes(db);
  return {
    opened: row?.opened ?? 0,
    users: row?.users ?? 0,
    upgrades: 0,
    battles: 0,
    online: Math.max(row?.online ?? 0, liveConnections),
    arcanes,
  };
}
