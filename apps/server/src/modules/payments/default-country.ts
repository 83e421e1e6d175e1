import type { PaymentCountrySummary } from '@tastydrop/domain';

/** The country headers a proxy in front of the site may set, first the most precise. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/** The regions of an Accept-Language header in order of preference (`ru-RU,kk-KZ;q=0.8` gives RU, KZ). */
function languageRegions(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part) => /^[a-z]{2,3}-([a-z]{2})\b/i.exec(part.trim())?.[1]?.toUpperCase())
    .filter((region): region is string => Boolean(region));
}

/**
 * GET /payments/countries/default: the first payable country the request names, by the proxy's country header,
 * then the regions of the preferred languages; otherwise the first payable country of the list (the custom one never).
 */
export function defaultCountry(countries: readonly PaymentCountrySummary[], headers: Record<string, string | string[] | undefined>): { iso: string } | null {
  const payable = new Set(countries.map((c) => c.country.iso));
  const header = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  };
  const candidates = [...COUNTRY_HEADERS.map(header), ...languageRegions(headers['accept-language'] as string | undefined)];
  const named = candidates.find((iso): iso is string => Boolean(iso) && iso !== '00' && payable.has(iso!));
  const fallback = countries.find((c) => c.country.iso !== '00') ?? countries[0];
  const iso = named ?? fallback?.country.iso;
  return iso ? { iso } : null;
}
