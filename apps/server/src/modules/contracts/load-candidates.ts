import { and, between, eq } from 'drizzle-orm';
import { contractRange, type ContractCandidate, type Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { items } from '../../platform/db/schema/index.js';
import { isRegularItem } from '../upgrades/regular-items.js';

/** The ordinary catalog items priced within a contract's range for this input total. */
export async function loadCandidates(db: DbOrTx, game: Game, total: number): Promise<ContractCandidate[]> {
  const range = contractRange(total);
  if (range.max < range.min) return [];
  return db
    .select({ itemId: items.id, price: items.price })
    .from(items)
    .where(and(eq(items.game, game), between(items.price, range.min, range.max), isRegularItem));
}
