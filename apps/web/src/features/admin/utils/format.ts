import { formatAmount } from '@tastydrop/domain';

/** Columns that carry kopecks: shown as roubles with two places. */
const MONEY_COLUMNS = new Set(['balance', 'coinBalance', 'bonusBalance', 'delta', 'balanceAfter', 'price', 'pricePaid', 'amount', 'value', 'spent', 'stake', 'oldPrice', 'bonusMoney', 'bonusCoins']);

const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium' });

/** A console cell as text: money from kopecks, dates in Moscow's format, objects as compact JSON. */
export function formatCell(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && MONEY_COLUMNS.has(column)) return formatAmount(value / 100);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return dateTime.format(new Date(value));
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
