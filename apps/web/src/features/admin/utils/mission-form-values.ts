import { z } from 'zod';
import { MISSION_TYPES, MissionInput, toWire } from '@tastydrop/domain';
import type { ConsoleRow } from '../api/console-keys';
import { isoMoment, localDateTime, shown, typedNumber } from './form-values';

/** What a mission may give. */
export const PRIZE_KINDS = ['coins', 'money', 'freeCase'] as const;

/** The mission editor's fields as typed (text), before they become the wire's `MissionInput`. */
export const MissionFormValues = z.object({
  type: z.enum(MISSION_TYPES),
  prizeKind: z.enum(PRIZE_KINDS),
  amount: z.string(),
  caseSlug: z.string(),
  opens: z.string(),
  hours: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  minLevel: z.string(),
  maxLevel: z.string(),
  active: z.boolean(),
});
export type MissionFormValues = z.infer<typeof MissionFormValues>;

function toInput(v: MissionFormValues) {
  const freeCase = v.prizeKind === 'freeCase';
  return {
    type: v.type,
    prizeKind: v.prizeKind,
    amount: freeCase ? null : typedNumber(v.amount),
    freeCase: freeCase ? { caseSlug: v.caseSlug, opens: typedNumber(v.opens), hours: typedNumber(v.hours) } : null,
    startsAt: isoMoment(v.startsAt),
    endsAt: isoMoment(v.endsAt),
    minLevel: typedNumber(v.minLevel) ?? 0,
    maxLevel: typedNumber(v.maxLevel),
    active: v.active,
  };
}

/** The form's schema (the typed numbers may still be NaN or null: the domain's schema is the one that checks them). */
export const MissionForm = MissionFormValues.transform((v) => toInput(v) as unknown as z.input<typeof MissionInput>).pipe(MissionInput);

export const EMPTY_MISSION: MissionFormValues = { type: 'push', prizeKind: 'coins', amount: '', caseSlug: '', opens: '1', hours: '', startsAt: '', endsAt: '', minLevel: '0', maxLevel: '', active: true };

type StoredPrize = { kind: 'coins' | 'money'; amount: number } | { kind: 'freeCase'; gift: { caseSlug: string; opens: number; hours?: number | null } };

/** A listed mission (prize amounts in hundredths) as the editor's fields. */
export function missionFormValues(row: ConsoleRow): MissionFormValues {
  const prize = row.prize as StoredPrize;
  return {
    type: MISSION_TYPES.find((x) => x === row.type) ?? 'push',
    prizeKind: prize.kind,
    amount: prize.kind === 'freeCase' ? '' : String(toWire(prize.amount)),
    caseSlug: prize.kind === 'freeCase' ? prize.gift.caseSlug : '',
    opens: prize.kind === 'freeCase' ? String(prize.gift.opens) : '1',
    hours: prize.kind === 'freeCase' ? shown(prize.gift.hours) : '',
    startsAt: localDateTime(row.startsAt),
    endsAt: localDateTime(row.endsAt),
    minLevel: shown(row.minLevel),
    maxLevel: shown(row.maxLevel),
    active: row.active !== false,
  };
}
