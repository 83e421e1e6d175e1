import { asc, desc, eq } from 'drizzle-orm';
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
import { caseDrops, caseSections, cases, catalogVersions, items, itemTypes } from '../../platform/db/schema/index.js';

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
  row: CaseRow;
  /** Sorted by price, most expensive first; ticket ranges follow this order. */
  drops: LoadedDrop[];
  /** Expected value per open in the case's currency units (minor). */
  expectedValue: number;
  rtp: number;
  /** The published catalog version the drop table comes from (null: none published yet); openings record it. */
  catalogVersion: number | null;
}

export interface CaseCatalog {
  get(idOrSlug: string | number): Promise<LoadedCase | null>;
  all(): Promise<{ sections: SectionRow[]; cases: LoadedCase[] }>;
  item(id: number): Promise<ItemRow | null>;
  /** A catalog item that is an ordinary skin (no `item_types` row): what upgrades may target. */
  regularItem(id: number): Promise<ItemRow | null>;
  itemBySlug(slug: string): Promise<ItemRow | null>;
  /** Changes whenever the catalog is reloaded: what is derived from one version stays valid until the next. */
  version(): Promise<number>;
  /** Forget the cache (after the catalog changes). */
  invalidate(): void;
}

/** How long a loaded catalog is served before the next read reloads it. */
const CATALOG_TTL_MS = 30_000;

/**
 * The case catalog held in memory: cases, drop tables and their ticket ranges
 * change rarely and are read on every open. Reloaded at most every `ttlMs`
 * (0: on every read). A reload asked for inside a transaction reads through
 * that transaction, so it never waits for a connection the caller holds.
 */
export function createCaseCatalog(db: Db, game: Game, ttlMs = CATALOG_TTL_MS): CaseCatalog {
  let loaded: Promise<Snapshot> | null = null;
  let loadedAt = 0;
  let loads = 0;

  function snapshot(): Promise<Snapshot> {
    if (!loaded || Date.now() - loadedAt >= ttlMs) {
      loadedAt = Date.now();
      loads += 1;
      const next = load(readerFor(db), game, loads);
      // Keep serving the previous snapshot if a reload fails.
      next.catch(() => {
        if (loaded === next) loaded = null;
      });
      loaded = next;
    }
    return loaded;
  }

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
    async version() {
      return (await snapshot()).version;
    },
    invalidate() {
      loaded = null;
    },
  };
}

interface Snapshot {
  version: number;
  sections: SectionRow[];
  byId: Map<number, LoadedCase>;
  bySlug: Map<string, LoadedCase>;
  items: Map<number, ItemRow>;
  itemsBySlug: Map<string, ItemRow>;
  /** Items with an `item_types` row (packs and special items): not ordinary skins. */
  special: Set<number>;
}

async function load(db: DbOrTx, game: Game, version: number): Promise<Snapshot> {
  const [sectionRows, caseRows, itemRows, dropRows, typeRows, [published]] = await Promise.all([
    db.select().from(caseSections).where(eq(caseSections.game, game)).orderBy(asc(caseSections.sort), asc(caseSections.id)),
    db.select().from(cases).where(eq(cases.game, game)).orderBy(asc(cases.sort), asc(cases.id)),
    db.select().from(items).where(eq(items.game, game)),
    db.select().from(caseDrops),
    db.select({ itemId: itemTypes.itemId, type: itemTypes.type }).from(itemTypes),
    db.select({ id: catalogVersions.id, tables: catalogVersions.tables }).from(catalogVersions).where(eq(catalogVersions.game, game)).orderBy(desc(catalogVersions.id)).limit(1),
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
  for (const row of caseRows) {
    if (row.hidden) continue;
    // A published version is the table in force, in its own ticket order; a case it does not hold yet uses its working table.
    const versioned = published?.tables[String(row.id)];
    const raw = versioned
      ? versioned.drops.flatMap((d) => {
          const item = itemsById.get(d.itemId);
          return item ? [{ item, weight: d.weight }] : [];
        })
      : (dropsByCase.get(row.id) ?? []).sort(byPriceDescending);
    if (raw.length === 0) continue;
    const ranges = ticketRanges(raw.map((d) => d.weight));
    const drops = raw.map((d, i) => ({ ...d, range: ranges[i]!, pack: packIds.has(d.item.id) }));
    const ev = expectedValue(drops.map((d) => ({ weight: d.weight, price: d.item.price })), itemsPerOpen(row));
    const loadedCase: LoadedCase = {
      row,
      drops,
      expectedValue: ev,
      rtp: returnToPlayer(ev, effectivePrice(row.price, row.everyNOpenFree)),
      catalogVersion: versioned ? published!.id : null,
    };
    byId.set(row.id, loadedCase);
    bySlug.set(row.slug, loadedCase);
  }
  return { version, sections: sectionRows, byId, bySlug, items: itemsById, itemsBySlug: new Map(itemRows.map((i) => [i.slug, i])), special: new Set(typeRows.map((t) => t.itemId)) };
}

/** The order ticket ranges follow: most expensive first, then by item id. */
export function byPriceDescending(a: { item: { id: number; price: number } }, b: { item: { id: number; price: number } }): number {
  return b.item.price - a.item.price || a.item.id - b.item.id;
}
