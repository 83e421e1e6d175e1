import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { toWire, type OpeningRecord } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ownerRowsDescending } from '../../platform/db/owner-rows.js';
import { cases, fairnessSeeds, items, openings } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

const columns = {
  opening: openings,
  item: items,
  caseSlug: cases.slug,
  caseTitle: cases.name,
  seedActive: fairnessSeeds.active,
  serverSeed: fairnessSeeds.serverSeed,
};

type Row = { opening: typeof openings.$inferSelect; item: typeof items.$inferSelect; caseSlug: string; caseTitle: string; seedActive: boolean; serverSeed: string };

function present(r: Row, viewerId: number | null): OpeningRecord {
  return {
    id: r.opening.id,
    caseId: r.opening.caseId,
    caseName: r.caseSlug,
    caseTitle: r.caseTitle,
    item: { id: r.item.id, name: r.item.name, image: r.item.image, rarity: r.item.rarity, price: toWire(r.item.price) },
    pricePaid: toWire(r.opening.pricePaid),
    currency: r.opening.currency,
    serverSeedHash: r.opening.serverSeedHash,
    // The server seed stays secret until the pair is rotated.
    serverSeed: r.seedActive ? null : r.serverSeed,
    clientSeed: r.opening.clientSeed,
    nonce: r.opening.nonce,
    cursor: r.opening.cursor,
    ticket: r.opening.ticket,
    float: r.opening.float,
    floatRange: r.item.floatMin !== null && r.item.floatMax !== null ? { min: r.item.floatMin, max: r.item.floatMax } : null,
    createdAt: r.opening.createdAt.toISOString(),
    mine: viewerId === r.opening.userId,
  };
}

function baseQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(openings)
    .innerJoin(items, eq(items.id, openings.itemId))
    .innerJoin(cases, eq(cases.id, openings.caseId))
    .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, openings.seedId));
}

/** A player's own openings with the seeds that decided them, newest first. */
export async function listOpenings(db: DbOrTx, userId: number, q: { caseId?: number | undefined; page: number; perPage: number }) {
  const newest = ownerRowsDescending(openings.userId, userId, openings.id);
  const where = and(newest.where, q.caseId ? eq(openings.caseId, q.caseId) : undefined);
  // The page's ids come from the player's index alone, so a deep page skips index entries rather than reading and
  // joining every opening before it; only the page's rows are joined with their item, case and seed (docs/decisions/063).
  const pageIds = db
    .select({ id: openings.id })
    .from(openings)
    .where(where)
    .orderBy(...newest.orderBy)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [rows, [total]] = await Promise.all([
    baseQuery(db).where(inArray(openings.id, pageIds)).orderBy(desc(openings.id)),
    db.select({ n: count() }).from(openings).where(where),
  ]);
  return { items: rows.map((r) => present(r, userId)), total: total?.n ?? 0 };
}

/**
 * One opening with the seeds that decided it, for anyone who has its link: a finished result is checkable by
 * everyone. It names no player, and its server seed shows only once its player rotated the pair.
 */
export async function getOpening(db: DbOrTx, viewerId: number | null, openingId: number): Promise<OpeningRecord> {
  const [row] = await baseQuery(db).where(eq(openings.id, openingId));
  if (!row) throw new AppError('dataNotFound');
  return present(row, viewerId);
}
