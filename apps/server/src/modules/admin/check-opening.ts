import { eq } from 'drizzle-orm';
import { pickByTicket, rollTicket, ticketRanges } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { catalogVersions, fairnessSeeds, openings } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

export interface OpeningCheck {
  openingId: number;
  catalogVersion: number | null;
  /** The ticket the seeds give, and whether it is the one stored. */
  ticket: number;
  ticketMatches: boolean;
  /** The item the ticket picks in the drop table of the opening's version (null: no version to check against). */
  itemId: number | null;
  itemMatches: boolean | null;
}

/**
 * Recomputes an opening from its seeds, nonce and cursor against the drop table of the catalog
 * version it names, however long ago it was opened.
 */
export async function checkOpening(db: Db, openingId: number): Promise<OpeningCheck> {
  const [row] = await db
    .select({ opening: openings, serverSeed: fairnessSeeds.serverSeed })
    .from(openings)
    .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, openings.seedId))
    .where(eq(openings.id, openingId));
  if (!row) throw new AppError('dataNotFound');
  const o = row.opening;
  const ticket = rollTicket(row.serverSeed, o.clientSeed, o.nonce, o.cursor);
  let itemId: number | null = null;
  if (o.catalogVersion !== null) {
    const [version] = await db.select({ tables: catalogVersions.tables }).from(catalogVersions).where(eq(catalogVersions.id, o.catalogVersion));
    const table = version?.tables[String(o.caseId)];
    if (table) itemId = table.drops[pickByTicket(ticketRanges(table.drops.map((d) => d.weight)), ticket)]!.itemId;
  }
  return {
    openingId,
    catalogVersion: o.catalogVersion,
    ticket,
    ticketMatches: ticket === o.ticket,
    itemId,
    itemMatches: itemId === null ? null : itemId === o.itemId,
  };
}
