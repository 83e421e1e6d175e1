import type { User } from '@tastydrop/domain';

export type FinancePatch = Partial<Pick<User['finance'], 'balance' | 'coinBalance' | 'totalAmountItems'>>;

/** The user with new balances (and level): the header turns each change into its short-lived delta. */
export function patchUser(user: User, finance: FinancePatch, level?: number): User {
  return { ...user, level: level ?? user.level, finance: { ...user.finance, ...finance } };
}
