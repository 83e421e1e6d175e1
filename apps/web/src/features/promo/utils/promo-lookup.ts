import { normalizePromoCode, PROMO_LOOKUP_DEDUPE_MS, type PromoInfo } from '@tastydrop/domain';

export type PromoFetcher = (code: string) => Promise<PromoInfo>;

/**
 * Promo lookups: the code is trimmed and upper-cased and an empty one is ignored (null); a lookup
 * of the same code within 5 s returns the last result, and lookups running at the same time share one call.
 */
export function createPromoLookup(fetcher: PromoFetcher, now: () => number = Date.now): (code: string) => Promise<PromoInfo> | null {
  const recent = new Map<string, { at: number; result: Promise<PromoInfo> }>();
  return (raw) => {
    const code = normalizePromoCode(raw);
    if (!code) return null;
    const hit = recent.get(code);
    if (hit && now() - hit.at < PROMO_LOOKUP_DEDUPE_MS) return hit.result;
    const result = fetcher(code);
    // A failed lookup is a result too: it is not retried within the window.
    result.catch(() => undefined);
    recent.set(code, { at: now(), result });
    return result;
  };
}
