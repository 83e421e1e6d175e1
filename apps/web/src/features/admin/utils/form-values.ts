import { toWire } from '@tastydrop/domain';

/** A number typed into a console form (`1 234,5` reads as 1234.5); empty is null, anything else unreadable is NaN. */
export function typedNumber(text: string): number | null {
  const t = text.replace(/\s/g, '').replace(',', '.');
  return t === '' ? null : Number(t);
}

/** A stored value shown in a text field (null as empty). */
export const shown = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Kopecks as the roubles a form shows. */
export const roubles = (minor: unknown): string => (typeof minor === 'number' ? String(toWire(minor)) : '');

/** An ISO moment as a `datetime-local` field's value in the browser's zone. */
export function localDateTime(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` field's value as an ISO moment (empty is null; an unreadable one stays as typed for the schema to refuse). */
export function isoMoment(local: string): string | null {
  if (local.trim() === '') return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}
