import { useMutation } from '@tanstack/react-query';
import type { TransactionStartResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { paymentsApi } from '../../../lib/api/endpoints/payments';

interface StartTransactionInput {
  amount: number;
  paymentDirectionId: number;
  country: string;
  /** Extra fields in code form (docNumber); the client sends them snake_cased. */
  additional: Record<string, string>;
}

/** POST /v1/payments/transaction/start: a pending payment and the checkout page to send the payer to. */
function startTransaction(input: StartTransactionInput): Promise<TransactionStartResponse> {
  return callApi(paymentsApi.start, { request: input });
}

/** The form shows its own errors (limits, fields, the provider). */
export const useStartTransaction = () => useMutation({ mutationFn: startTransaction, meta: { silent: true } });
