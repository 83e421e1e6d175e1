import { TRADE_PROTECTION_DAYS } from '@tastydrop/domain';
import { DAY_MS } from '../withdrawal-limits.js';

/**
 * CS2 Trade Protection as Steam shows it on an inventory asset (docs/decisions/056-trade-protection.md). An item a
 * bot received lately can be taken back by the account that traded it for TRADE_PROTECTION_DAYS; Steam keeps such
 * items in a context of their own and says until when in an owner description, either as a `[date]<unix seconds>[/date]`
 * token or as text ("… trade-protected … until Apr 13, 2026 (7:00:00) GMT"). The library passes the econ item's
 * fields through as they are (its CEconItem is game-agnostic), so they are read here.
 */

/** CS2's inventory context of items still under Trade Protection (2 holds the others). */
export const TRADE_PROTECTED_CONTEXT_ID = 16;

export interface OwnerDescribed {
  owner_descriptions?: { value?: string }[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_TOKEN = /\[date\](\d+)\[\/date\]/;
const DATE_TEXT = /([A-Z][a-z]{2}) (\d{1,2}), (\d{4}) \((\d{1,2}):(\d{2}):(\d{2})\) GMT/;

/** The protection end an owner description states, if it states one. */
function statedEnd(text: string): Date | null {
  const token = DATE_TOKEN.exec(text);
  if (token) return new Date(Number(token[1]) * 1000);
  const m = DATE_TEXT.exec(text);
  const month = m ? MONTHS.indexOf(m[1]!) : -1;
  if (!m || month < 0) return null;
  return new Date(Date.UTC(Number(m[3]), month, Number(m[2]), Number(m[4]), Number(m[5]), Number(m[6])));
}

/**
 * Until when the asset can still be reversed, or null when it is not protected (or no longer). An asset from the
 * protected context whose date cannot be read counts as protected for the whole period from `now`.
 */
export function assetProtectedUntil(asset: OwnerDescribed, contextId: number, now: Date): Date | null {
  const lines = (asset.owner_descriptions ?? []).map((d) => d.value ?? '').filter((v) => /protect/i.test(v));
  const stated = lines.map(statedEnd).find((d): d is Date => d !== null) ?? null;
  const end = stated ?? (contextId === TRADE_PROTECTED_CONTEXT_ID || lines.length > 0 ? new Date(now.getTime() + TRADE_PROTECTION_DAYS * DAY_MS) : null);
  return end && end > now ? end : null;
}
