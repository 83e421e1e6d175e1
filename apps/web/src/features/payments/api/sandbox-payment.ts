import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentOutcome, SandboxPayment } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { paymentsApi } from '../../../lib/api/endpoints/payments';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/v1/payments/sandbox/payments/{id}: the sandbox payment the card form pays. */
function getSandboxPayment(paymentId: string): Promise<SandboxPayment> {
  return callApi(paymentsApi.sandboxPayment, { params: { paymentId } });
}

export const useSandboxPayment = (paymentId: string) =>
  useQuery({ queryKey: queryKeys.payments.sandbox(paymentId), queryFn: () => getSandboxPayment(paymentId), enabled: paymentId !== '', meta: { silent: true } });

/** POST …/decide: the sandbox notifies the site as a provider would and says where the payer goes next. */
function decideSandboxPayment(paymentId: string, outcome: PaymentOutcome): Promise<{ redirectUrl: string }> {
  return callApi(paymentsApi.sandboxDecide, { params: { paymentId }, request: { outcome } });
}

export const useDecideSandboxPayment = (paymentId: string) =>
  useMutation({ mutationFn: (outcome: PaymentOutcome) => decideSandboxPayment(paymentId, outcome) });
