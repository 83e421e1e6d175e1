import { contractOdds, contractRange, fromWire, toWire, type ContractPreview, type Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { loadCandidates } from './load-candidates.js';

/** What a contract of this total (wire amount) could give: range, cheapest and dearest prize, expected value. */
export async function previewContract(db: DbOrTx, game: Game, totalWire: number): Promise<ContractPreview> {
  const total = fromWire(totalWire);
  const range = contractRange(total);
  const odds = contractOdds(await loadCandidates(db, game, total), total);
  return {
    total: toWire(total),
    available: odds !== null,
    range: { min: toWire(range.min), max: toWire(range.max) },
    minPrize: toWire(odds?.minPrize ?? 0),
    maxPrize: toWire(odds?.maxPrize ?? 0),
    expectedValue: toWire(Math.round(odds?.expectedValue ?? 0)),
    chanceAbove: odds?.chanceAbove ?? 0,
    candidates: odds?.candidates.length ?? 0,
  };
}
