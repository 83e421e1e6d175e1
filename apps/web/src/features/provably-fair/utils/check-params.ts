import type { OpeningRecord } from '@tastydrop/domain';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import type { RollInput } from './verify-roll';

/** The check form as typed: text fields, numbers as digits. */
export const CheckForm = z.object({
  serverSeed: z.string().trim().min(1).max(256),
  clientSeed: z.string().trim().min(1).max(64),
  nonce: z.string().trim().regex(/^\d{1,9}$/),
  cursor: z.string().trim().regex(/^\d{1,4}$/),
  caseName: z.string().trim().max(64),
});
export type CheckValues = z.infer<typeof CheckForm>;

/** Prefill from the query string: serverSeed, clientSeed, nonce, cursor, case. */
export function valuesFromParams(params: URLSearchParams): CheckValues {
  return {
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '',
    cursor: params.get('cursor') ?? '0',
    caseName: params.get('case') ?? '',
  };
}

/** Values complete enough to compute at once. */
export function isComplete(values: CheckValues): boolean {
  return CheckForm.safeParse(values).success;
}

export function toRollInput(values: CheckValues): RollInput {
  return {
    serverSeed: values.serverSeed.trim(),
    clientSeed: values.clientSeed.trim(),
    nonce: Number(values.nonce),
    cursor: Number(values.cursor),
  };
}

/** A link to the check page prefilled with the given values. */
export function checkHref(values: Partial<CheckValues>): string {
  const params = new URLSearchParams();
  const pairs: [string, string | undefined][] = [
    ['serverSeed', values.serverSeed],
    ['clientSeed', values.clientSeed],
    ['nonce', values.nonce],
    ['cursor', values.cursor],
    ['case', values.caseName],
  ];
  for (const [key, value] of pairs) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${paths.fairCheck}?${query}` : paths.fairCheck;
}

/** Prefill from one opening (its items share the nonce and differ by cursor). */
export function valuesFromOpening(opening: OpeningRecord): CheckValues {
  return {
    serverSeed: opening.serverSeed ?? '',
    clientSeed: opening.clientSeed,
    nonce: String(opening.nonce),
    cursor: String(opening.cursor),
    caseName: opening.caseName,
  };
}
