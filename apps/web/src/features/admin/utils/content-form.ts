import type { z } from 'zod';

/** A problem of a content form: the field it is about and the key of its explanation. */
export interface ContentIssue {
  path: string;
  key: string;
}

const KNOWN = new Set(['endBeforeStart', 'drawBeforeEnd', 'duplicateCase', 'duplicateTab', 'placesNotContiguous', 'levelsNotContiguous', 'costNotIncreasing', 'levelWithoutReward']);

/** Checks a form's content with the domain schema the server uses; refinements name their own explanation. */
export function contentIssues<T>(schema: z.ZodType<T>, value: unknown): { content: T | null; issues: ContentIssue[] } {
  const result = schema.safeParse(value);
  if (result.success) return { content: result.data, issues: [] };
  return { content: null, issues: result.error.issues.map((i) => ({ path: i.path.join('.'), key: KNOWN.has(i.message) ? i.message : 'invalid' })) };
}

/** An ISO moment as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value back to an ISO moment; the original is kept while the minute shown is unchanged. */
export function fromLocalInput(value: string, original: string | null): string | null {
  if (value === '') return null;
  if (original && toLocalInput(original) === value) return original;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** A number typed into a form; an empty or broken field is NaN, which the schema refuses. */
export const numberOf = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));
