/**
 * Money: integers in minor units (kopecks) everywhere in code and storage;
 * the wire carries decimals with two places. These are the only conversions (shares and percentages are in
 * percent.ts; scripts/check-money-units.mjs fails on scaling by 100 anywhere else).
 */
export type Minor = number;

/** Minor units to a wire decimal (12345 → 123.45). */
export function toWire(minor: Minor): number {
  return Math.round(minor) / 100;
}

/** A wire decimal to minor units (123.45 → 12345), rounding half up after removing float noise. */
export function fromWire(amount: number): Minor {
  return Math.round(Number((amount * 100).toFixed(6)));
}

/** Minor units rounded up to whole roubles (12301 → 12400). */
export function ceilToRouble(minor: Minor): Minor {
  return Math.ceil(minor / 100) * 100;
}

/** Groups digits with a no-break space, so an amount such as «10 567 ₽» never wraps inside. */
const NBSP_GROUP = '\u00a0';

function groupThousands(integerPart: string): string {
  return integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP_GROUP);
}

/**
 * Formats an amount for display: amounts of 1,000,000 or more are
 * floored, smaller ones keep 2 decimals; thousands are grouped with no-break spaces
 * only above 9999.
 */
export function formatAmount(amount: number): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  let text: string;
  if (abs >= 1_000_000) {
    text = groupThousands(String(Math.floor(abs)));
  } else {
    const [int = '0', frac = '00'] = abs.toFixed(2).split('.');
    const intText = abs > 9999 ? groupThousands(int) : int;
    text = `${intText}.${frac}`;
  }
  return negative ? `-${text}` : text;
}

/**
 * Coin amounts: whole coins in ru-RU digit grouping (thousands split by a no-break space, from 1 000), as
 * `Intl.NumberFormat('ru-RU')` writes them but without building a formatter: the first one loads the
 * locale's data, which took about 24 ms of a phone's main thread while the main page was first drawn.
 */
export function formatCoins(amount: number): string {
  const whole = Math.floor(amount);
  const digits = groupThousands(String(Math.abs(whole)));
  return whole < 0 ? `-${digits}` : digits;
}
