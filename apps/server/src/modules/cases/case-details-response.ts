import { CaseDetails } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { cases } from '../../platform/db/schema/index.js';
import { cachedValue } from '../../platform/cached-value.js';
import { envelopeSerializerCompiler } from '../../platform/http/serializer.js';
import { precompressed, type Precompressed } from '../../platform/http/precompressed.js';
import type { LoadedCase } from './case-catalog.js';
import { presentCaseDetails } from './present-case.js';

export interface CaseDetailsResponseCache {
  /**
   * The wire body (`{"data": …}`) of a case's page data for a viewer whose own openings it does not show (a guest,
   * or anyone on a case without a free every-N open), built and compressed once per loaded case and count.
   */
  body(c: LoadedCase): Promise<Precompressed>;
}

/**
 * A case's data is the same for every such viewer but for its opening count, which moves with every open: the counts
 * of all cases are read together and kept for `countsTtlMs` (the site's counters' window), and a case's body is built,
 * serialized and compressed again only when its count changed or the catalog loaded it anew (a reload, or a publish
 * heard from any node: the loaded case is the version's own, so a body never outlives the version it shows).
 */
export function createCaseDetailsResponseCache(db: DbOrTx, countsTtlMs: number): CaseDetailsResponseCache {
  const serialize = envelopeSerializerCompiler({ schema: CaseDetails, method: 'GET', url: '', httpStatus: '200' });
  const openedCounts = cachedValue(async () => {
    const rows = await db.select({ id: cases.id, openedCount: cases.openedCount }).from(cases);
    return new Map(rows.map((r) => [r.id, r.openedCount]));
  }, countsTtlMs);
  const built = new Map<number, { source: LoadedCase; openedCount: number; body: Precompressed }>();

  return {
    async body(c) {
      const openedCount = (await openedCounts.get()).get(c.row.id) ?? c.row.openedCount;
      const hit = built.get(c.row.id);
      if (hit && hit.source === c && hit.openedCount === openedCount) return hit.body;
      const body = precompressed(serialize(presentCaseDetails(c, openedCount, 0)));
      built.set(c.row.id, { source: c, openedCount, body });
      return body;
    },
  };
}
