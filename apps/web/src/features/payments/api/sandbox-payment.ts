import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentOutcome, SandboxPayment } from '@tastydrop/domain';
import { apiGet, apiPost } from '../../../lib/api-client';

/** GET /api/v1/payments/sandbox/payments/{id}: the sandbox payment the card form pays. */
function getSandboxPayment(paymentId: string): Promise<SandboxPayment> {
  return apiGet<SandboxPayment>(`/v1/payments/sandbox/payments/${encodeURIComponent(paymentId)}`);
}

export const useSandboxPayment = (paymentId: string) =>
  useQuery({ queryKey: ['payments', 'sandbox', paymentId], queryFn: () => getSandboxPayment(paymentId), enabled: paymentId !== '', meta: { silent: true } });

/** POST …/decide: the sandbox notifies the site as a provider would and says where the payer goes next. */
function decideSandboxPayment(paymentId: string, outcome: PaymentOutcome): Promise<{ redirectUrl: string }> {
  return apiPost<{ redirectUrl: string }>(`/v1/payments/sandbox/payments/${encodeURIComponent(paymentId)}/decide`, { outcome });
}

export const useDecideSandboxPayment = (paymentId: string) =>
  useMutation({ mutationFn: (outcome: PaymentOutcome) => decideSandboxPayment(paymentId, outcome) });
