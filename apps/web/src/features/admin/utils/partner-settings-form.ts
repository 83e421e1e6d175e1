import { PartnerProgrammeSettings, PartnerProgrammeSettingsRequest, RAKEBACK_PERIODS } from '@tastydrop/domain';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { shown, typedNumber } from './form-values';

/** The rate tables of the programme: commission by active referred players, rakeback by level. */
export const TIER_LISTS = ['tiers', 'rakebackTiers'] as const;
export type TierList = (typeof TIER_LISTS)[number];

/** The single values, in the order the form shows them. */
export const SETTING_NUMBERS = ['activeDays', 'minClaim', 'holdHours', 'bindWindowHours', 'dailyCap', 'rakebackMinClaim', 'firstDepositBonusPercent', 'firstDepositBonusCap'] as const;
export type SettingNumber = (typeof SETTING_NUMBERS)[number];

/** The most rows each table takes (the domain's limits). */
export const TIER_MAX: Record<TierList, number> = { tiers: 10, rakebackTiers: 20 };

/** A table's rows must start from 0 and rise strictly (the server refuses anything else). */
const orderedTiers = (list: z.infer<typeof PartnerProgrammeSettings.shape.tiers>, ctx: z.RefinementCtx) => {
  if (list.length === 0) return;
  if (list[0]!.from !== 0) ctx.addIssue({ code: 'custom', message: 'tiersStart' });
  else if (list.some((tier, i) => i > 0 && tier.from <= list[i - 1]!.from)) ctx.addIssue({ code: 'custom', message: 'tiersOrder' });
};

/** The domain's request, with the tables' order checked as the server checks it. */
const SettingsRequest = PartnerProgrammeSettingsRequest.extend({
  settings: PartnerProgrammeSettings.extend({
    tiers: PartnerProgrammeSettings.shape.tiers.superRefine(orderedTiers),
    rakebackTiers: PartnerProgrammeSettings.shape.rakebackTiers.superRefine(orderedTiers),
  }),
});

const TierText = z.object({ from: z.string(), ratePercent: z.string() });
export type TierValues = z.infer<typeof TierText>;
const NumberTexts = Object.fromEntries(SETTING_NUMBERS.map((name) => [name, z.string()])) as Record<SettingNumber, z.ZodString>;
/** The settings form as typed: every number as text, shaped as the wire's request so the domain's messages land on their fields. */
const FormText = z.object({
  settings: z.object({ tiers: z.array(TierText), rakebackTiers: z.array(TierText), rakebackPeriod: z.enum(RAKEBACK_PERIODS), ...NumberTexts }),
  reason: z.string(),
});
export type PartnerSettingsFormValues = z.infer<typeof FormText>;

const typedTiers = (rows: TierValues[]) => rows.map((row) => ({ from: typedNumber(row.from), ratePercent: typedNumber(row.ratePercent) }));

/** The form's schema: the typed text read as numbers (`1 234,5` is 1234.5), then the domain's request schema. */
export const PartnerSettingsForm = FormText.transform((v) => {
  const s = v.settings;
  const numbers = Object.fromEntries(SETTING_NUMBERS.map((name) => [name, typedNumber(s[name])]));
  return { settings: { ...numbers, tiers: typedTiers(s.tiers), rakebackTiers: typedTiers(s.rakebackTiers), rakebackPeriod: s.rakebackPeriod }, reason: v.reason } as unknown as z.input<typeof SettingsRequest>;
}).pipe(SettingsRequest);

/** Loaded (or saved) settings as the form's fields, with an empty reason. */
export function partnerSettingsFormValues(settings: PartnerProgrammeSettings): PartnerSettingsFormValues {
  const tiers = (rows: PartnerProgrammeSettings['tiers']) => rows.map((row) => ({ from: shown(row.from), ratePercent: shown(row.ratePercent) }));
  const numbers = Object.fromEntries(SETTING_NUMBERS.map((name) => [name, shown(settings[name])])) as Record<SettingNumber, string>;
  return { settings: { ...numbers, tiers: tiers(settings.tiers), rakebackTiers: tiers(settings.rakebackTiers), rakebackPeriod: settings.rakebackPeriod ?? 'day' }, reason: '' };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A table's own message (its first row not from 0, rows out of order, too few or too many rows); undefined when it is fine. */
export function tierListError(errors: FieldErrors<PartnerSettingsFormValues>, list: TierList, t: Translate): string | undefined {
  const found = errors.settings?.[list] as { type?: string; message?: string; root?: { type?: string; message?: string } } | undefined;
  const own = found?.root ?? (found?.type ? found : undefined);
  if (!own) return undefined;
  if (own.type === 'server') return own.message;
  return t(own.message === 'tiersStart' || own.message === 'tiersOrder' ? `invalid.${own.message}` : 'invalid.tiers', { max: TIER_MAX[list] });
}
