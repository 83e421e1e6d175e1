import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { amountProblem, fromWire, snakeToCamel, toWire, type TransactionStartRequest, type TransactionStartResponse } from '@tastydrop/domain';
import { checkExtraFields } from '@tastydrop/domain/payment-fields';
import type { Db } from '../../platform/db/index.js';
import { paymentDirections, payments } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { depositRefusal } from '../responsible-play/deposit-refusal.js';
import { lockPlayer } from './promo/apply-promo.js';
import { findCountry, type DirectionRow } from './list-countries.js';
import { ProviderError, type PaymentProvider } from './providers/provider.js';

export interface StartContext {
  db: Db;
  provider: PaymentProvider;
  baseUrl: string;
  log: { warn: (details: object, message: string) => void };
}

/** Extra fields arrive keyed in code form (docNumber); the rules name them as the wire does (doc_number). */
function extraFieldValues(direction: DirectionRow, additional: Record<string, string>, iso: string) {
  const values = Object.fromEntries(direction.additionalInfo.map((f) => [f.name, additional[snakeToCamel(f.name)]]));
  const { problems, values: clean } = checkExtraFields(direction.additionalInfo, values, iso);
  if (Object.keys(problems).length > 0) {
    const fields = Object.fromEntries(Object.entries(problems).map(([name, problem]) => [`additional.${name}`, problem]));
    throw new AppError('validation', { fields });
  }
  return clean;
}

/**
 * POST /payments/transaction/start: checks the method, its limits and extra fields, records a pending payment
 * and asks the provider where to send the payer.
 */
export async function startTransaction(ctx: StartContext, userId: number, input: TransactionStartRequest): Promise<TransactionStartResponse> {
  const { db, provider } = ctx;
  const country = await findCountry(db, input.country);
  const [direction] = await db
    .select()
    .from(paymentDirections)
    .where(and(eq(paymentDirections.id, input.paymentDirectionId), eq(paymentDirections.countryIso, country.iso)))
    .limit(1);
  if (!direction || !direction.enabled || !provider.supports(direction, country.currencyCode)) {
    throw new AppError('payment_method_not_found', { paymentDirectionId: input.paymentDirectionId });
  }

  const amount = fromWire(input.amount);
  const min = direction.minimalAmount ?? 100;
  const max = direction.maximalAmount ?? 0;
  if (amountProblem(amount, { min, max })) {
    throw new AppError('payment_amount_invalid', { min: toWire(min), max: toWire(max), currency: country.currencyCode });
  }
  const additional = extraFieldValues(direction, input.additional, country.iso);
  const value = Math.round((amount * country.rateMicros) / 1_000_000);
  if (value <= 0) throw new AppError('payment_amount_invalid', { min: toWire(min), max: toWire(max), currency: country.currencyCode });
  const orderId = randomUUID();
  // The player's row stays locked from the limit check until the payment is recorded: concurrent starts
  // are checked one after another, each seeing the payments the ones before it recorded.
  const payment = await withTransaction(db, async (tx) => {
    await lockPlayer(tx, userId);
    const refusal = await depositRefusal(tx, userId, value);
    if (refusal) throw refusal;
    const [row] = await tx
      .insert(payments)
      .values({
        orderId,
        userId,
        directionId: direction.id,
        countryIso: country.iso,
        currency: country.currencyCode,
        amount,
        value,
        provider: provider.name,
        additional,
      })
      .returning({ id: payments.id });
    return row;
  });

  try {
    const created = await provider.createPayment({
      orderId,
      amount,
      currency: country.currencyCode,
      description: `${direction.name} #${payment!.id}`,
      returnUrl: `${ctx.baseUrl}/refill/result?orderId=${orderId}`,
      method: direction.providerMethod,
      customer: { email: additional.email, phone: additional.phone },
    });
    await db
      .update(payments)
      .set({ providerPaymentId: created.providerPaymentId, confirmationUrl: created.confirmationUrl })
      .where(eq(payments.id, payment!.id));
    return { orderId, redirectUrl: created.confirmationUrl, status: 'pending' };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, detail: error.detail, orderId }, 'payment provider refused to create a payment');
    await db.update(payments).set({ status: 'fail', completedAt: new Date() }).where(eq(payments.id, payment!.id));
    throw new AppError('payment_provider_error');
  }
}
