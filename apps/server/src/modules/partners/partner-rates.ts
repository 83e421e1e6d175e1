import { inArray } from 'drizzle-orm';
import { tierRate } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { partnerAccounts } from '../../platform/db/schema/index.js';
import type { PartnerProgramme } from './programme.js';

/** The commission rate (bp) a referrer earns: a partner's own while active, else the programme's tier by active referred players. */
export function commissionRate(partner: { rateBp: number; status: string } | undefined, active: number, programme: PartnerProgramme): number {
  if (partner?.status === 'active') return partner.rateBp;
  return tierRate(programme.tiers, active);
}

/** The partner accounts among `ids`. */
export async function partnerAccountsOf(db: DbOrTx, ids: number[]): Promise<Map<number, { rateBp: number; status: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ userId: partnerAccounts.userId, rateBp: partnerAccounts.rateBp, status: partnerAccounts.status }).from(partnerAccounts).where(inArray(partnerAccounts.userId, ids));
  return new Map(rows.map((r) => [r.userId, r]));
}
