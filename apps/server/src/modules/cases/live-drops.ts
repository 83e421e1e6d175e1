import { desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Game, LiveDrop, LiveDropEvent, Rarity } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { cases, items, openings, users } from '../../platform/db/schema/index.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { publishAfterCommit } from '../../platform/realtime/publish-after-commit.js';
import type { ItemRow, LoadedCase } from './case-catalog.js';
import { presentDropItem } from './present-case.js';

const LIVE_DROP_COUNT = 20;

/** The latest drops, or the most expensive of the last 24 hours. */
export async function listLiveDrops(db: DbOrTx, top: boolean): Promise<LiveDrop[]> {
  const rows = await db
    .select({ opening: openings, item: items, user: { id: users.id, nickname: users.nickname, avatar: users.avatar }, c: cases })
    .from(openings)
    .innerJoin(items, eq(items.id, openings.itemId))
    .innerJoin(users, eq(users.id, openings.userId))
    .innerJoin(cases, eq(cases.id, openings.caseId))
    .where(top ? gt(openings.createdAt, sql`now() - interval '24 hours'`) : undefined)
    .orderBy(top ? desc(items.price) : desc(openings.id), desc(openings.id))
    .limit(LIVE_DROP_COUNT);
  return rows.map((r) => ({
    id: r.opening.id,
    user: r.user,
    item: presentDropItem(r.item),
    case: { id: r.c.id, name: r.c.slug, title: r.c.name, image: r.c.appearance.image },
    createdAt: r.opening.createdAt.toISOString(),
  }));
}

/** Pushes fresh drops to the live channel once the opening commits; a failed publish is only logged. */
export function publishLiveDrops(
  realtime: Realtime,
  channel: string,
  user: { id: number; nickname: string; avatar: string },
  c: LoadedCase,
  drops: { openingId: number; item: ItemRow }[],
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const createdAt = new Date().toISOString();
  const messages = drops.map(
    (d): LiveDropEvent => ({
      event: 'live_drop',
      drop: {
        id: d.openingId,
        user,
        item: presentDropItem(d.item),
        case: { id: c.row.id, name: c.row.slug, title: c.row.name, image: c.row.appearance.image },
        createdAt,
      },
    }),
  );
  return publishAfterCommit(
    () => Promise.all(messages.map((m) => realtime.publish(channel, m))),
    (err) => log.warn({ err }, 'live drop publish failed'),
  );
}

/**
 * The grade the site counts as its top drops: arcanas on Dota, the ★ knives and gloves on CS (whose catalog
 * has no arcana).
 */
const TOP_GRADE: Record<Game, Rarity> = { dota: 'arcana', cs: 'ultra' };

/**
 * How many items of the game's top grade have dropped from cases. The top items are named first, so the count
 * is planned for them (rare in the openings' statistics) and reads their entries of `openings_item_idx`; joined
 * to the catalog instead, it is planned for an average item and scans every opening.
 */
export async function countArcanes(db: DbOrTx, game: Game): Promise<number> {
  const top = await db.select({ id: items.id }).from(items).where(eq(items.rarity, TOP_GRADE[game]));
  if (top.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(openings)
    .where(inArray(openings.itemId, top.map((t) => t.id)));
  return row?.count ?? 0;
}
