import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { fromWire, type Game, type UniqueItemsResponse, type UniqueItemGroup, type UniqueItemSort } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { items } from '../../platform/db/schema/index.js';
import { presentUniqueItem } from './present-item.js';
import { isRegularItem } from './regular-items.js';

export interface UniqueItemsFilter {
  search?: string | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  sort: UniqueItemSort;
  group: UniqueItemGroup;
  page: number;
  perPage: number;
}

/** `%` and `_` in a search are literal characters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER = {
  price_asc: [asc(items.price), asc(items.id)],
  price_desc: [desc(items.price), asc(items.id)],
  name: [asc(items.name), asc(items.id)],
} as const;

/** Upgrade targets from the catalog: search by name or hero, price range, rarity group, sort, pages. */
export async function listUniqueItems(db: DbOrTx, game: Game, f: UniqueItemsFilter): Promise<UniqueItemsResponse> {
  const conditions: (SQL | undefined)[] = [eq(items.game, game), isRegularItem];
  if (f.search) conditions.push(or(ilike(items.name, likePattern(f.search)), ilike(items.hero, likePattern(f.search))));
  if (f.priceFrom !== undefined) conditions.push(gte(items.price, fromWire(f.priceFrom)));
  if (f.priceTo !== undefined && f.priceTo > 0) conditions.push(lte(items.price, fromWire(f.priceTo)));
  if (f.group !== 'all') conditions.push(eq(items.rarity, f.group));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(...ORDER[f.sort])
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return { items: rows.map(presentUniqueItem), total: total?.n ?? 0, page: f.page, perPage: f.perPage };
}
