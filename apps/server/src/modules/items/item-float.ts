import { rollFloat, type FloatRange } from '@tastydrop/domain';
import type { items } from '../../platform/db/schema/index.js';

type WithFloatRange = Pick<typeof items.$inferSelect, 'floatMin' | 'floatMax'>;

/** The float range a CS skin's wear is rolled in, or null for an item without wear. */
export function floatRangeOf(item: WithFloatRange): FloatRange | null {
  return item.floatMin !== null && item.floatMax !== null ? { min: item.floatMin, max: item.floatMax } : null;
}

/**
 * The wear float of an item an outcome gives: rolled from the outcome's own seed pair and nonce on the
 * float cursor of the outcome's cursor (wear.ts), so the check page recomputes it; null without wear.
 */
export function rollItemFloat(seed: { serverSeed: string; clientSeed: string }, nonce: number, cursor: number, item: WithFloatRange): number | null {
  const range = floatRangeOf(item);
  return range ? rollFloat(seed.serverSeed, seed.clientSeed, nonce, cursor, range) : null;
}
