import { normalizePromoCode, type PromoInfo, roundedPercent } from '@tastydrop/domain';
import { paths } from '../../../config/paths';

/** The popup stays away from the top-up pages. */
const HIDDEN_ON = new Set<string>([paths.refill, paths.refillUnauth, paths.refillResult]);

export const popupAllowedOn = (pathname: string): boolean => !HIDDEN_ON.has(pathname.replace(/\/+$/, '') || '/');

/** Query parameters a promo link may carry its code in. */
const PROMO_LINK_PARAMS = ['promo', 'promocode'] as const;

/** The code of a promo link (`?promo=CODE`), normalized; null without one. */
export function promoLinkCode(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of PROMO_LINK_PARAMS) {
    const code = normalizePromoCode(params.get(name));
    if (code) return code;
  }
  return null;
}

/** The search string without the promo link's parameters. */
export function withoutPromoParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PROMO_LINK_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export type PromoHeadline =
  | { kind: 'percent'; percent: number }
  | { kind: 'sum'; sum: number }
  | { kind: 'blogger'; percent: number; from: number; caseName: string | null };

/** What the popup promises: a common percent, an instant sum, or a blogger's first offer (its moneyFactor). */
export function promoHeadline(info: PromoInfo): PromoHeadline {
  if (info.type === 'instant') return { kind: 'sum', sum: info.sum ?? 0 };
  if (info.type === 'blogger') {
    const first = info.flexOffers?.[0];
    return { kind: 'blogger', percent: first ? roundedPercent(first.moneyFactor - 1) : 0, from: first?.priceFrom ?? 0, caseName: first?.case.name ?? null };
  }
  return { kind: 'percent', percent: info.percent ?? 0 };
}
