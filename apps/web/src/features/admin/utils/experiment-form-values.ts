import { z } from 'zod';
import { ExperimentInput, FlagInput, toSnakeKeys, type ExperimentTarget } from '@tastydrop/domain';
import type { FieldErrors } from 'react-hook-form';
import type { ConsoleRow } from '../api/console-keys';
import { shown, typedNumber } from './form-values';

/** Who a flag or an experiment reaches, as typed. */
const TargetFields = { guests: z.boolean(), players: z.boolean(), newWithinDays: z.string(), levelMin: z.string(), levelMax: z.string() };
export type TargetValues = { guests: boolean; players: boolean; newWithinDays: string; levelMin: string; levelMax: string };

const targetInput = (v: TargetValues) => ({
  guests: v.guests,
  players: v.players,
  newWithinDays: typedNumber(v.newWithinDays),
  levelMin: typedNumber(v.levelMin),
  levelMax: typedNumber(v.levelMax),
});

const targetValues = (stored: unknown): TargetValues => {
  const t = (stored ?? {}) as Partial<ExperimentTarget>;
  return { guests: t.guests !== false, players: t.players !== false, newWithinDays: shown(t.newWithinDays), levelMin: shown(t.levelMin), levelMax: shown(t.levelMax) };
};

/** The experiment editor's fields as typed (text), before they become the wire's `ExperimentInput`. */
export const ExperimentFormValues = z.object({
  key: z.string(),
  description: z.string(),
  trafficPercent: z.string(),
  variants: z.array(z.object({ key: z.string(), weight: z.string(), payload: z.string() })),
  reason: z.string(),
  ...TargetFields,
});
export type ExperimentFormValues = z.infer<typeof ExperimentFormValues>;

/** The form's schema: a payload must be JSON (as the wire spells it: `{"min_sum": 300}`); the domain's schema checks the rest. */
export const ExperimentForm = ExperimentFormValues.transform((v, ctx) => {
  const variants = v.variants.map((variant, index) => {
    let payload: unknown = null;
    if (variant.payload.trim() !== '') {
      try {
        payload = JSON.parse(variant.payload);
      } catch {
        ctx.issues.push({ code: 'custom', path: ['variants', index, 'payload'], message: 'json', input: variant.payload });
      }
    }
    return { key: variant.key.trim(), weight: typedNumber(variant.weight), payload };
  });
  return { key: v.key.trim(), description: v.description, trafficPercent: typedNumber(v.trafficPercent), target: targetInput(v), variants } as unknown as z.input<typeof ExperimentInput>;
}).pipe(ExperimentInput);

export const EMPTY_EXPERIMENT: ExperimentFormValues = {
  key: '',
  description: '',
  trafficPercent: '100',
  variants: [
    { key: 'control', weight: '1', payload: '' },
    { key: 'test', weight: '1', payload: '' },
  ],
  reason: '',
  ...targetValues(null),
};

/** A listed experiment as the editor's fields; payloads shown as the wire spells them. */
export function experimentFormValues(row: ConsoleRow): ExperimentFormValues {
  const variants = (row.variants ?? []) as { key: string; weight: number; payload: unknown }[];
  return {
    key: String(row.key),
    description: shown(row.description),
    trafficPercent: shown(row.trafficPercent),
    variants: variants.map((v) => ({ key: v.key, weight: String(v.weight), payload: v.payload === null || v.payload === undefined ? '' : JSON.stringify(toSnakeKeys(v.payload)) })),
    reason: '',
    ...targetValues(row.target),
  };
}

/** The flag editor's fields as typed. */
export const FlagFormValues = z.object({ key: z.string(), description: z.string(), enabled: z.boolean(), rolloutPercent: z.string(), reason: z.string(), ...TargetFields });
export type FlagFormValues = z.infer<typeof FlagFormValues>;

export const FlagForm = FlagFormValues.transform(
  (v) => ({ key: v.key.trim(), description: v.description, enabled: v.enabled, rolloutPercent: typedNumber(v.rolloutPercent), target: targetInput(v) }) as unknown as z.input<typeof FlagInput>,
).pipe(FlagInput);

export const EMPTY_FLAG: FlagFormValues = { key: '', description: '', enabled: false, rolloutPercent: '100', reason: '', ...targetValues(null) };

export function flagFormValues(row: ConsoleRow): FlagFormValues {
  return { key: String(row.key), description: shown(row.description), enabled: row.enabled === true, rolloutPercent: shown(row.rolloutPercent), reason: '', ...targetValues(row.target) };
}

/** What a refused field's message says: the named reason when the schema or the server gave one, else what the field expects. */
const KIND: Record<string, string> = { weight: 'weight', trafficPercent: 'percent', rolloutPercent: 'percent', newWithinDays: 'days', levelMin: 'level', levelMax: 'level', key: 'key', payload: 'json' };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The message under a field (`variants.1.weight`), or undefined when it is fine. */
export function experimentFieldError(errors: FieldErrors, path: string, t: Translate, exists: (key: string) => boolean): string | undefined {
  const found = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as { message?: string; type?: string } | undefined;
  if (!found?.type) return undefined;
  if (found.message && exists(`invalid.${found.message}`)) return t(`invalid.${found.message}`);
  const last = path.split('.').pop() ?? '';
  return t(`invalid.${KIND[last] ?? 'other'}`);
}
