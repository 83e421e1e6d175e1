import { sql } from 'drizzle-orm';
import type { FooterStats, Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { countFinishedBattles } from '../battles/count-battles.js';
import { countArcanes } from '../cases/live-drops.js';
import { countUpgrades } from '../upgrades/list-recent-upgrades.js';

/** Players seen within this window count as online. */
const ONLINE_WINDOW_MINUTES = 5;

/**
 * Site-wide counters from real data. Each read counts whole tables (players, upgrades, battles, top drops), so
 * the routes serve it through a cache (`COUNTERS_TTL_MS`); `online` is raised to the live sockets when served.
 */
export async function getFooterStats(db: DbOrTx, game: Game): Promise<FooterStats> {
  const [row] = await db
    .select({
      users: sql<number>`count(*)::int`,
      opened: sql<number>`coalesce(sum(${users.casesOpened}), 0)::int`,
      online: sql<number>`(count(*) filter (where ${users.lastSeenAt} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES})))::int`,
    })
    .from(users);
  const [arcanes, upgrades, battles] = await Promise.all([countArcanes(db, game), countUpgrades(db), countFinishedBattles(db)]);
  return {
    opened: row?.opened ?? 0,
    users: row?.users ?? 0,
    upgrades,
    battles,
    online: row?.online ?? 0,
    arcanes,
  };
}
