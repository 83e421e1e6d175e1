import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { Db, Tx } from '../../platform/db/index.js';
import { caseDrops, cases, catalogVersions, items, type VersionedCase } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';
import { installCaseTable, markTableVersion } from '../cases/case-store.js';
import { recordCatalogChange } from '../cases/catalog-changes.js';

/** Namespace of the advisory lock that serialises publishes, so no publish is built on a version another one replaced. */
const PUBLISH_LOCK = 72_101;

/**
 * Taken first by every change that publishes (before any row lock), held until commit. Whatever takes it
 * changes what the catalog caches, so every node's catalog forgets its copy once the transaction commits.
 */
export async function lockPublishes(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK}, 0)`);
  recordCatalogChange();
}

export interface NewVersion {
  note: string;
  actorId: number | null;
  rolledBackFrom?: number | null;
}

/**
 * Writes the next catalog version of a game: the live version's tables (or, for a case no version
 * holds yet, its working table in price order) with `changes` laid over them. The version becomes
 * live when the transaction commits; the working tables of the changed cases follow it, and every
 * case whose table it sets (a changed one, or one no version held) names it in `cases.table_version`,
 * which refuses opens still holding an older table. Every node's catalog forgets its copy once it commits.
 */
export async function publishVersion(tx: Tx, game: Game, changes: Record<string, VersionedCase>, meta: NewVersion): Promise<{ id: number; previous: number | null }> {
  await lockPublishes(tx);
  const live = await liveVersion(tx, game);
  const tables = { ...(await workingTables(tx, game)), ...(live?.tables ?? {}), ...changes };
  const [row] = await tx
    .insert(catalogVersions)
    .values({ game, tables, note: meta.note, actorId: meta.actorId, rolledBackFrom: meta.rolledBackFrom ?? null })
    .returning({ id: catalogVersions.id });
  const id = row!.id;
  for (const [caseId, table] of Object.entries(changes)) await installCaseTable(tx, Number(caseId), table, id);
  const firstHeld = Object.keys(tables).filter((caseId) => !(caseId in changes) && !live?.tables[caseId]).map(Number);
  if (firstHeld.length > 0) await markTableVersion(tx, firstHeld, id);
  return { id, previous: live?.id ?? null };
}

/**
 * Publishes a case's table in force again, unchanged, so every open still holding the case as it was is
 * refused: for a change to what its price means (its currency). Nothing for a case without a table.
 */
export async function republishCase(tx: Tx, game: Game, caseId: number, note: string): Promise<void> {
  const live = await liveVersion(tx, game);
  const table = live?.tables[String(caseId)] ?? (await workingTables(tx, game))[String(caseId)];
  if (table) await publishVersion(tx, game, { [String(caseId)]: table }, { note, actorId: null });
}

export async function liveVersion(tx: Db | Tx, game: Game): Promise<{ id: number; tables: Record<string, VersionedCase> } | null> {
  const [row] = await tx
    .select({ id: catalogVersions.id, tables: catalogVersions.tables })
    .from(catalogVersions)
    .where(eq(catalogVersions.game, game))
    .orderBy(desc(catalogVersions.id))
    .limit(1);
  return row ?? null;
}

/** Every case's working drop table of a game, drops most expensive first (the order tickets follow). */
export async function workingTables(tx: Tx, game: Game): Promise<Record<string, VersionedCase>> {
  const caseRows = await tx.select().from(cases).where(eq(cases.game, game));
  if (caseRows.length === 0) return {};
  const drops = await tx
    .select({ caseId: caseDrops.caseId, itemId: caseDrops.itemId, weight: caseDrops.weight, price: items.price })
    .from(caseDrops)
    .innerJoin(items, eq(items.id, caseDrops.itemId))
    .where(inArray(caseDrops.caseId, caseRows.map((c) => c.id)));
  const tables: Record<string, VersionedCase> = {};
  for (const c of caseRows) {
    const own = drops.filter((d) => d.caseId === c.id).sort((a, b) => b.price - a.price || a.itemId - b.itemId);
    if (own.length === 0) continue;
    tables[String(c.id)] = {
      price: c.price,
      everyNOpenFree: c.everyNOpenFree,
      multifixNumber: c.multifixNumber,
      multicastRange: c.multicastRange ?? null,
      drops: own.map((d) => ({ itemId: d.itemId, weight: d.weight })),
    };
  }
  return tables;
}

/** Makes an earlier version live again, as a new version holding its tables (history only grows). */
export async function rollbackCatalog(db: Db, actor: ConsoleActor, game: Game, versionId: number, reason: string): Promise<{ version: number }> {
  return db.transaction(async (tx) => {
    await lockPublishes(tx);
    const [target] = await tx.select().from(catalogVersions).where(and(eq(catalogVersions.id, versionId), eq(catalogVersions.game, game)));
    if (!target) throw new AppError('dataNotFound');
    const live = await liveVersion(tx, game);
    if (live?.id === versionId) throw new AppError('catalog_version_live');
    const published = await publishVersion(tx, game, target.tables, { note: `rollback to ${versionId}`, actorId: actor.userId, rolledBackFrom: versionId });
    await recordAudit(tx, actor, { action: 'catalog.rollback', target: `catalog_version:${versionId}`, before: { version: published.previous }, after: { version: published.id }, reason });
    return { version: published.id };
  });
}

/** The versions of a game, newest first, without their tables. */
export async function listCatalogVersions(db: Db, game: Game): Promise<Record<string, unknown>[]> {
  return db
    .select({
      id: catalogVersions.id,
      createdAt: catalogVersions.createdAt,
      note: catalogVersions.note,
      actorId: catalogVersions.actorId,
      rolledBackFrom: catalogVersions.rolledBackFrom,
      cases: sql<number>`(SELECT count(*)::int FROM jsonb_object_keys(${catalogVersions.tables}))`,
    })
    .from(catalogVersions)
    .where(eq(catalogVersions.game, game))
    .orderBy(desc(catalogVersions.id))
    .limit(200);
}
