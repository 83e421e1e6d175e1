import { formatAmount, toWire } from '@tastydrop/domain';

/** Columns (and audit fields) that carry minor units: kopecks, or hundredths of a coin in a coin balance. */
export const MONEY_COLUMNS: ReadonlySet<string> = new Set([
  'balance',
  'coinBalance',
  'bonusBalance',
  'delta',
  'balanceAfter',
  'price',
  'pricePaid',
  'amount',
  'value',
  'spent',
  'stake',
  'oldPrice',
  'bonusMoney',
  'bonusCoins',
  'windowTotal',
  'sum',
  'total',
  'valuePerUse',
  'payoutPerUse',
  'payoutTotal',
  'owed',
  'debited',
  'debt',
  'debtNow',
]);

/** Minor units as the console writes an amount (roubles or coins with two places): the console's one conversion. */
export function formatMinor(minor: number): string {
  return formatAmount(toWire(minor));
}

const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium' });

/** Whether a value is an ISO date-time as the server sends it. */
export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value);

/** An ISO date-time in the console's format. */
export const formatDateTime = (value: string): string => dateTime.format(new Date(value));

/** A console cell as text: money from kopecks, dates in Moscow's format, objects as compact JSON. */
export function formatCell(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && MONEY_COLUMNS.has(column)) return formatMinor(value);
  if (isIsoDate(value)) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? '✓' : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An age in seconds as "3 ч 12 мин" style text. */
export function formatAge(seconds: number, units: { d: string; h: string; m: string }): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} ${units.d} ${h} ${units.h}`;
  if (h > 0) return `${h} ${units.h} ${m} ${units.m}`;
  return `${m} ${units.m}`;
}
