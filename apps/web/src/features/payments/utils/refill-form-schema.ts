import { amountProblem, methodLimits, type PaymentDirection } from '@tastydrop/domain';
import { checkExtraFields } from '@tastydrop/domain/payment-fields';
import { z } from 'zod';
import { parseAmount } from './amount-input';

export interface RefillFormValues {
  amount: string;
  /** Extra fields by their wire name (doc_number). */
  fields: Record<string, string>;
}

/** The refill form's rules for one method and country: limits and extra fields. */
export function refillFormSchema(method: PaymentDirection, iso: string) {
  const limits = methodLimits(method);
  return z.object({ amount: z.string(), fields: z.record(z.string(), z.string()) }).superRefine((values, ctx) => {
    const problem = amountProblem(parseAmount(values.amount), limits);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    const { problems } = checkExtraFields(method.additionalInfo, values.fields, iso);
    for (const [name, fieldProblem] of Object.entries(problems)) {
      ctx.addIssue({ code: 'custom', path: ['fields', name], message: fieldProblem });
    }
  });
}

/** Default form values when a method is picked: the preliminary amount within its limits, fields' defaults. */
export function refillDefaults(method: PaymentDirection, preliminaryAmount: number, current?: string): RefillFormValues {
  const { min, max } = methodLimits(method);
  const wanted = current !== undefined && Number.isFinite(parseAmount(current)) ? parseAmount(current) : preliminaryAmount;
  const amount = Math.max(min, max > 0 ? Math.min(wanted, max) : wanted);
  const fields = Object.fromEntries(method.additionalInfo.map((f) => [f.name, f.defaultValue ?? '']));
  return { amount: Number.isInteger(amount) ? String(amount) : amount.toFixed(2), fields };
}
