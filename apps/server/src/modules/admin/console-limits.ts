import { fromWire } from '@tastydrop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { balanceApprovals } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { WalletCurrency } from '../wallet/wallet.js';
import type { ConsoleActor } from './console-roles.js';

/** The limits on console changes that move value, in minor units (from the configuration's roubles). */
export interface ValueLimits {
  /** A player's balance changes within the window (by size, per currency), and a promo code's payout per use, above this need a second account. */
  thresholdMinor: number;
  windowHours: number;
  /** A promo code that can pay more than this in all needs a second account. */
  promoApprovalTotalMinor: number;
  /** No promo code may pay more than this in all. */
  promoCapMinor: number;
  /** Payouts to one partner within the window may add up to this. */
  partnerPayoutCapMinor: number;
}

export function valueLimits(config: {
  ADMIN_APPROVAL_THRESHOLD: number;
  ADMIN_APPROVAL_WINDOW_HOURS: number;
  ADMIN_PROMO_APPROVAL_TOTAL: number;
  ADMIN_PROMO_TOTAL_CAP: number;
  ADMIN_PARTNER_PAYOUT_CAP: number;
}): ValueLimits {
  return {
    thresholdMinor: fromWire(config.ADMIN_APPROVAL_THRESHOLD),
    windowHours: config.ADMIN_APPROVAL_WINDOW_HOURS,
    promoApprovalTotalMinor: fromWire(config.ADMIN_PROMO_APPROVAL_TOTAL),
    promoCapMinor: fromWire(config.ADMIN_PROMO_TOTAL_CAP),
    partnerPayoutCapMinor: fromWire(config.ADMIN_PARTNER_PAYOUT_CAP),
  };
}

/**
 * A console account is a player account (one users row) with a role: it never acts on that account, so no console
 * power can move value to the person holding it.
 */
export function refuseOwnAccount(actor: ConsoleActor, userId: number): void {
  if (actor.userId === userId) throw new AppError('console_own_account');
}

/**
 * What a player's console balance changes in one currency add up to by size within the window: applied, approved
 * and pending ones (a change counts from its decision, a pending one from its request).
 */
export async function windowTotal(db: DbOrTx, userId: number, currency: WalletCurrency, windowHours: number): Promise<number> {
  const b = balanceApprovals;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(abs(${b.delta})), 0)` })
    .from(b)
    .where(
      and(
        eq(b.kind, 'balance'),
        eq(b.userId, userId),
        eq(b.currency, currency),
        inArray(b.status, ['applied', 'approved', 'pending']),
        sql`coalesce(${b.decidedAt}, ${b.createdAt}) > now() - make_interval(hours => ${windowHours})`,
      ),
    );
  return Number(row?.total ?? 0);
}
