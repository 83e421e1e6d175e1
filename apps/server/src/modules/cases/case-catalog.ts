import { randomUUID } from 'node:crypto';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  ITEM_TYPES,
  effectivePrice,
  expectedValue,
  itemsPerOpen,
  returnToPlayer,
  ticketRanges,
  type Game,
  type TicketRange,
} from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { readerFor } from '../../platform/db/transaction-scope.js';
import { caseDrops, caseSections, cases, catalogVersions, items, itemTypes, type VersionedCase } from '../../platform/db/schema/index.js';
import type { Broker } from '../../platform/realtime/broker.js';
import { CATALOG_CHANGED_CHANNEL, onCatalogChanged } from './catalog-changes.js';

type CaseRow = typeof cases.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
type SectionRow = typeof caseSections.$inferSelect;

export interface LoadedDrop {
  item: ItemRow;
  weight: number;
  range: TicketRange;
  /** The item is a pack of several items. */
  pack: boolean;
}

export interface LoadedCase {
  /** The case's row, with the price and per-open settings of the version its table comes from. */
  row: CaseRow;
  /** Sorted by price, most expensive first; ticket ranges follow this order. */
  drops: LoadedDrop[];
  /** Expected value per open in the case's currency units (minor). */
  expectedValue: number;
  rtp: number;
  /**
   * The catalog version the price, settings and drop table all come from (`cases.table_version` as
   * loaded; null: the working table of a case no version holds yet). An open is refused unless it is
   * still the case's current one when the open's transaction reads it; openings record it.
   */
  catalogVersion: number | null;
}

export interface CaseCatalog {
  get(idOrSlug: string | number): Promise<LoadedCase | null>;
  all(): Promise<{ sections: SectionRow[]; cases: LoadedCase[] }>;
  item(id: number): Promise<ItemRow | null>;
  /** A catalog item that is an ordinary skin (no `item_types` row): what upgrades may target. */
  regularItem(id: number): Promise<ItemRow | null>;
  itemBySlug(slug: string): Promise<ItemRow | null>;
  /**
   * Any case of the game by slug, hidden or without a table too, with its working drops: what its picture is drawn
   * from. Live drops, histories and battles keep naming a case after it leaves the catalog.
   */
  anyBySlug(slug: string): Promise<RawTable | null>;
  /** Changes whenever the catalog is reloaded: what is derived from one version stays valid until the next. */
  version(): Promise<number>;
  /**
   * Makes sure the snapshot served holds every case table up to catalog version `version` (one a
   * transaction found current): reloads once if the one served is older.
   */
  catchUp(version: number): Promise<void>;
  /** Forgets this node's copy and tells every other node to forget theirs (after a committed change). */
  invalidate(): void;
}

/** What a catalog hears other nodes on; without it only this node's own changes reach it. */
export interface CatalogLinks {
  broker?: Pick<Broker, 'publish' | 'onMessage' | 'subscription'>;
  /** Receives a failed announcement (the other nodes then reload within their bound). */
  warn?: (error: unknown) => void;
}

/** How long a loaded catalog is served before the next read reloads it, while the broker is heard. */
const CATALOG_TTL_MS = 30_000;

/**
 * How long a snapshot is served while this node cannot hear the broker (its subscription is down), so a
 * change may go unheard. One loaded before the subscription was made again is not served at all.
 */
export const UNHEARD_CATALOG_MS = 2_000;

/**
 * The case catalog held in memory: cases, drop tables and their ticket ranges change rarely and are
 * read on every open. A committed change reaches every node's copy at once through the broker
 * (CATALOG_CHANGED_CHANNEL); without it a copy is served at most `ttlMs` (0: reloaded on every read),
 * and at most UNHEARD_CATALOG_MS while the broker is not heard. Staleness is only rare, not harmless:
 * every transaction that charges or pays by a cached table checks its version (open-case-sql.ts,
 * assertCurrentTables). A reload asked for inside a transaction reads through that transaction, so it
 * never waits for a connection the caller holds.
 */
export function createCaseCatalog(db: Db, game: Game, ttlMs = CATALOG_TTL_MS, links: CatalogLinks = {}): CaseCatalog {
  const broker = links.broker;
  const node = randomUUID();
  let current: { snapshot: Promise<Snapshot>; at: number; subscription: number | null } | null = null;
  let loads = 0;

  const heard = () => (broker ? broker.subscription() : 0);

  function snapshot(): Promise<Snapshot> {
    const now = Date.now();
    if (current) {
      // Heard throughout: trusted for the TTL. Not heard now: the short bound. Heard again since (messages of
      // the gap may be lost): not at all.
      const subscription = heard();
      const bound = subscription === null ? Math.min(ttlMs, UNHEARD_CATALOG_MS) : subscription === current.subscription ? ttlMs : 0;
      if (now - current.at < bound) return current.snapshot;
    }
    loads += 1;
    const next = load(readerFor(db), game, loads);
    const mine = { snapshot: next, at: now, subscription: heard() };
    // A failed reload is not kept: the next read tries again.
    next.catch(() => {
      if (current === mine) current = null;
    });
    current = mine;
    return next;
  }

  function forget(): void {
    current = null;
  }

  function announce(): void {
    forget();
    broker?.publish(CATALOG_CHANGED_CHANNEL, JSON.stringify({ node })).catch((error: unknown) => links.warn?.(error));
  }

  onCatalogChanged(db, announce);
  broker?.onMessage((channel, payload) => {
    if (channel === CATALOG_CHANGED_CHANNEL && announcer(payload) !== node) forget();
  });

  return {
    async get(idOrSlug) {
      const s = await snapshot();
      const key = String(idOrSlug);
      return (/^\d+$/.test(key) ? s.byId.get(Number(key)) : undefined) ?? s.bySlug.get(key) ?? null;
    },
    async all() {
      const s = await snapshot();
      return { sections: s.sections, cases: [...s.byId.values()] };
    },
    async item(id) {
      return (await snapshot()).items.get(id) ?? null;
    },
    async regularItem(id) {
      const s = await snapshot();
      return s.special.has(id) ? null : (s.items.get(id) ?? null);
    },
    async itemBySlug(slug) {
      return (await snapshot()).itemsBySlug.get(slug) ?? null;
    },
    async anyBySlug(slug) {
      return (await snapshot()).everyCase.get(slug) ?? null;
    },
    async version() {
      return (await snapshot()).version;
    },
    async catchUp(version) {
      const served = snapshot();
      if ((await served).newest >= version) return;
      if (current?.snapshot === served) forget();
      await snapshot();
    },
    invalidate: announce,
  };
}

/** The node that sent a CATALOG_CHANGED_CHANNEL message (null if malformed: every node forgets). */
function announcer(payload: string): string | null {
  try {
    const node = (JSON.parse(payload) as { node?: unknown }).node;
    return typeof node === 'string' ? node : null;
  } catch {
    return null;
  }
}

interface Snapshot {
  version: number;
  /** The newest catalog version any case's table comes from. */
  newest: number;
  sections: SectionRow[];
  byId: Map<number, LoadedCase>;
  bySlug: Map<string, LoadedCase>;
  items: Map<number, ItemRow>;
  itemsBySlug: Map<string, ItemRow>;
  /** Items with an `item_types` row (packs and special items): not ordinary skins. */
  special: Set<number>;
  /** Every case of the game by slug, hidden ones and ones without a table too, with its working drops. */
  everyCase: Map<string, RawTable>;
}

async function load(db: DbOrTx, game: Game, version: number): Promise<Snapshot> {
  const [sectionRows, caseRows, itemRows, dropRows, typeRows] = await Promise.all([
    db.select().from(caseSections).where(eq(caseSections.game, game)).orderBy(asc(caseSections.sort), asc(caseSections.id)),
    // One statement: each case's row with the table of the version it names, so the two always agree.
    db
      .select({ ...getTableColumns(cases), versionTable: sql<string | null>`(${catalogVersions.tables} -> (${cases.id}::text))::text` })
      .from(cases)
      .leftJoin(catalogVersions, eq(catalogVersions.id, cases.tableVersion))
      .where(eq(cases.game, game))
      .orderBy(asc(cases.sort), asc(cases.id)),
    db.select().from(items).where(eq(items.game, game)),
    db.select().from(caseDrops),
    db.select({ itemId: itemTypes.itemId, type: itemTypes.type }).from(itemTypes),
  ]);
  const itemsById = new Map(itemRows.map((i) => [i.id, i]));
  const packIds = new Set(typeRows.filter((t) => t.type === ITEM_TYPES.pack).map((t) => t.itemId));
  const dropsByCase = new Map<number, { item: ItemRow; weight: number }[]>();
  for (const d of dropRows) {
    const item = itemsById.get(d.itemId);
    if (!item) continue;
    const list = dropsByCase.get(d.caseId) ?? [];
    list.push({ item, weight: d.weight });
    dropsByCase.set(d.caseId, list);
  }
  const byId = new Map<number, LoadedCase>();
  const bySlug = new Map<string, LoadedCase>();
  let newest = 0;
  const everyCase = new Map<string, RawTable>();
  for (const { versionTable, ...stored } of caseRows) {
    newest = Math.max(newest, stored.tableVersion ?? 0);
    const working = workingTable(stored, dropsByCase);
    everyCase.set(stored.slug, working);
    if (stored.hidden) continue;
    const table = stored.tableVersion === null ? working : versionedTable(stored, versionTable, itemsById);
    if (!table || table.drops.length === 0) continue;
    const { row, drops: raw } = table;
    const ranges = ticketRanges(raw.map((d) => d.weight));
    const drops = raw.map((d, i) => ({ ...d, range: ranges[i]!, pack: packIds.has(d.item.id) }));
    const ev = expectedValue(drops.map((d) => ({ weight: d.weight, price: d.item.price })), itemsPerOpen(row));
    const loadedCase: LoadedCase = {
      row,
      drops,
      expectedValue: ev,
      rtp: returnToPlayer(ev, effectivePrice(row.price, row.everyNOpenFree)),
      catalogVersion: stored.tableVersion,
    };
    byId.set(row.id, loadedCase);
    bySlug.set(row.slug, loadedCase);
  }
  return { version, newest, sections: sectionRows, byId, bySlug, items: itemsById, itemsBySlug: new Map(itemRows.map((i) => [i.slug, i])), special: new Set(typeRows.map((t) => t.itemId)), everyCase };
}

export type RawTable = { row: CaseRow; drops: { item: ItemRow; weight: number }[] };

/** A case no version holds yet: its working table in price order, at its row's price. */
function workingTable(row: CaseRow, dropsByCase: Map<number, { item: ItemRow; weight: number }[]>): RawTable {
  return { row, drops: (dropsByCase.get(row.id) ?? []).sort(byPriceDescending) };
}

/** The table of the version the case names, in its own ticket order, with that version's price and settings (null: not servable). */
function versionedTable(stored: CaseRow, json: string | null, itemsById: Map<number, ItemRow>): RawTable | null {
  if (json === null) return null;
  const t = JSON.parse(json) as VersionedCase;
  const drops: { item: ItemRow; weight: number }[] = [];
  for (const d of t.drops) {
    const item = itemsById.get(d.itemId);
    // A table is served whole or not at all: ticket ranges must be the version's.
    if (!item) return null;
    drops.push({ item, weight: d.weight });
  }
  const row = { ...stored, price: t.price, everyNOpenFree: t.everyNOpenFree, multifixNumber: t.multifixNumber, multicastRange: t.multicastRange };
  return { row, drops };
}

/** The order ticket ranges follow: most expensive first, then by item id. */
export function byPriceDescending(a: { item: { id: number; price: number } }, b: { item: { id: number; price: number } }): number {
  return b.item.price - a.item.price || a.item.id - b.item.id;
}
