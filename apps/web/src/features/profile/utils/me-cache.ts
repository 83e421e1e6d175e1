import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@tastydrop/domain';
import { queryKeys } from '../../../lib/query-keys';

export type FinancePatch = Partial<Pick<User['finance'], 'balance' | 'coinBalance' | 'totalAmountItems'>>;

/** Writes new balances into the user query: the header shows each change with its short-lived delta. */
export function patchMeFinance(client: QueryClient, patch: FinancePatch): void {
  client.setQueryData<User>(queryKeys.users.me, (user) => user && { ...user, finance: { ...user.finance, ...patch } });
}
