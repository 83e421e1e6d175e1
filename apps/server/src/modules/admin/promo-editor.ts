import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { bpToPercent, fromWire, percentToBp, type PromoCodeInputData, toWire } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { balanceApprovals, bonusLevels, cases, promoCodes, type PromoApprovalSubject } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { replaceBonusLevels } from '../payments/bonus-level-store.js';
import { insertPromoCodes, markPromoActive, setPromoApproval, updatePromoCode } from '../payments/promo/promo-store.js';
import { recordAudit } from './audit.js';
import { caseNames, refuseUnknownCases, rub } from './content-checks.js';
import type { ValueLimits } from './console-limits.js';
import type { ConsoleActor } from './console-roles.js';
import { PAGE_SIZE } from './rows.js';

type PromoRow = typeof promoCodes.$inferInsert;

/**
 * Promo codes, newest first, with how often each was used, what each can pay out per activation and in all (null:
 * no bound) and whether it waits for a second account; `q` finds a code by its beginning. Amounts in kopecks.
 */
export async function listPromoCodes(db: DbOrTx, filter: { q?: string | undefined; page: number }) {
  const q = filter.q?.trim().toUpperCase() || null;
  const rows = await db
    .select({ promo: promoCodes, approvalStatus: balanceApprovals.status })
    .from(promoCodes)
    .leftJoin(balanceApprovals, eq(balanceApprovals.id, promoCodes.approvalId))
    .where(q ? like(promoCodes.code, `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(desc(promoCodes.id))
    .limit(PAGE_SIZE)
    .offset(filter.page * PAGE_SIZE);
  const prices = await casePrices(db, rows.flatMap((r) => (r.promo.freeCases ?? []).map((g) => g.caseSlug)));
  return rows.map(({ promo, approvalStatus }) => {
    const payout = payoutOf(promo, prices);
    return { ...promo, payoutPerUse: payout.valuePerUse, payoutTotal: payout.total, approvalStatus: promo.approvalId === null ? null : approvalStatus };
  });
}

/** Lets players activate a code again, or stops them; audited only when it changes something. */
export async function setPromoCodeActive(db: Db, actor: ConsoleActor, id: number, active: boolean, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: promoCodes.active, code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw new AppError('promo_not_found');
    if (before.active === active) return;
    await markPromoActive(tx, id, active);
    await recordAudit(tx, actor, { action: active ? 'promo.enable' : 'promo.disable', target: `promo:${id}`, before, after: { active }, reason });
  });
}

/** The dearest price (minor units) of a case behind each slug (slugs are unique per game), by slug. */
async function casePrices(db: DbOrTx, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ slug: cases.slug, price: cases.price }).from(cases).where(inArray(cases.slug, [...new Set(slugs)]));
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.slug, Math.max(out.get(r.slug) ?? 0, r.price));
  return out;
}

/**
 * What a code pays per activation without a deposit (its instant sum and its free cases at their price) and in all
 * (per activation × total activations; Infinity when activations are unlimited). Deposit bonuses are paid on money
 * the player puts in and are not counted.
 */
function payoutOf(row: Pick<PromoRow, 'type' | 'sum' | 'freeCases' | 'maxUses'>, prices: ReadonlyMap<string, number>) {
  const cases = (row.freeCases ?? []).reduce((a, g) => a + g.opens * (prices.get(g.caseSlug) ?? 0), 0);
  const valuePerUse = (row.type === 'instant' ? (row.sum ?? 0) : 0) + cases;
  const total = valuePerUse === 0 ? 0 : row.maxUses == null ? Infinity : valuePerUse * row.maxUses;
  return { valuePerUse, total: Number.isFinite(total) ? total : null };
}

/** Whether a code's payout is above the cap (refused), or above a threshold (held for a second account). */
function payoutVerdict(payout: { valuePerUse: number; total: number | null }, limits: ValueLimits) {
  const overCap = payout.valuePerUse > 0 && (payout.total === null || payout.total > limits.promoCapMinor);
  const needsApproval = payout.valuePerUse > limits.thresholdMinor || (payout.total ?? Infinity) > limits.promoApprovalTotalMinor;
  return { overCap, needsApproval: payout.valuePerUse > 0 && needsApproval };
}

function stored(input: PromoCodeInputData): Omit<PromoRow, 'id' | 'usedCount' | 'createdAt'> {
  return {
    code: input.code,
    type: input.type,
    percentBp: input.type === 'common' && input.percent != null ? percentToBp(input.percent) : null,
    sum: input.type === 'instant' && input.sum != null ? fromWire(input.sum) : null,
    img: input.img || null,
    flexOffers:
      input.type === 'blogger'
        ? (input.flexOffers ?? []).map((o) => ({ caseSlug: o.caseSlug, tcoinFactor: o.tcoinFactor, priceFrom: fromWire(o.priceFrom), moneyFactorBp: o.moneyFactorBp }))
        : null,
    freeCases: input.freeCases?.length ? input.freeCases.map((g) => ({ caseSlug: g.caseSlug, opens: g.opens, hours: g.hours ?? null })) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerUser: input.maxUsesPerUser,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    active: input.active,
  };
}

function caseFields(input: PromoCodeInputData) {
  return [
    ...(input.flexOffers ?? []).map((o, i) => ({ path: `flex_offers.${i}.case_slug`, slug: o.caseSlug })),
    ...(input.freeCases ?? []).map((g, i) => ({ path: `free_cases.${i}.case_slug`, slug: g.caseSlug })),
  ];
}

/** What a player gets from the code, and what looks wrong (an unknown case, a past expiry, a huge bonus). */
export async function previewPromoCode(db: DbOrTx, input: PromoCodeInputData, limits: ValueLimits) {
  const row = stored(input);
  const fields = caseFields(input);
  const names = await caseNames(db, fields.map((f) => f.slug));
  const lines: string[] = [];
  const warnings: string[] = [];
  const caseName = (slug: string) => names.get(slug) ?? slug;
  if (row.type === 'common') lines.push(`+${bpToPercent(row.percentBp ?? 0)}% к следующему пополнению (например, ${rub(100_000)} → ${rub(100_000 + Math.floor((100_000 * (row.percentBp ?? 0)) / 10_000))})`);
  if (row.type === 'instant') lines.push(`${rub(row.sum ?? 0)} на баланс сразу при активации`);
  for (const o of row.flexOffers ?? []) {
    lines.push(`При пополнении от ${rub(o.priceFrom)}: кейс «${caseName(o.caseSlug)}», монеты ${o.tcoinFactor}% от суммы, деньги ×${o.moneyFactorBp / 10_000}`);
  }
  for (const g of row.freeCases ?? []) lines.push(`Бесплатно: «${caseName(g.caseSlug)}» × ${g.opens}${g.hours ? ` на ${g.hours} ч` : ''}`);
  lines.push(row.maxUses ? `Всего активаций: ${row.maxUses}, на игрока: ${row.maxUsesPerUser}` : `Без общего лимита, на игрока: ${row.maxUsesPerUser}`);
  lines.push(row.expiresAt ? `Действует до ${row.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'Без срока действия');
  const payout = payoutOf(row, await casePrices(db, fields.map((f) => f.slug)));
  const verdict = payoutVerdict(payout, limits);
  if (payout.valuePerUse > 0) {
    lines.push(`Выплата за одну активацию: ${rub(payout.valuePerUse)}`);
    lines.push(payout.total === null ? 'Всего код может выплатить: без ограничения (не задано число активаций)' : `Всего код может выплатить: ${rub(payout.total)} (не больше ${rub(limits.promoCapMinor)})`);
  }
  if (verdict.overCap) warnings.push(`Код может выплатить больше ${rub(limits.promoCapMinor)}: такой код сохранить нельзя`);
  else if (verdict.needsApproval) warnings.push('Код заработает только после подтверждения второго сотрудника (финансиста или владельца)');
  if (!row.active) warnings.push('Промокод выключен: игроки не смогут его активировать');
  for (const f of fields) if (!names.has(f.slug)) warnings.push(`Кейс ${f.slug} не найден`);
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) warnings.push('Срок действия уже истёк');
  if ((row.percentBp ?? 0) > 5000) warnings.push('Бонус больше 50% к пополнению');
  if ((row.sum ?? 0) > 100_000) warnings.push('Мгновенная сумма больше 1 000 ₽');
  const [taken] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, row.code));
  if (taken) warnings.push(`Код ${row.code} уже есть (№ ${taken.id}): сохранение его изменит только при редактировании`);
  return { lines, warnings };
}

/** The fields of a code that decide what it pays out. */
const payoutFields = (r: Pick<PromoRow, 'type' | 'sum' | 'freeCases' | 'maxUses'>) => JSON.stringify([r.type, r.sum ?? null, r.freeCases ?? null, r.maxUses ?? null]);

/**
 * Creates a promo code (id null) or changes one; the code stays unique; audited. A code that can pay out more than
 * the cap in all is refused. One paying more than the threshold per activation, or more than the approval total in
 * all, is held (players cannot take it) until a second account approves it; an edit that keeps an approved code's
 * payout keeps the approval, any other edit of a held code asks again.
 */
export async function savePromoCode(db: Db, actor: ConsoleActor, id: number | null, input: PromoCodeInputData, reason: string | null, limits: ValueLimits): Promise<{ id: number; approvalId: number | null }> {
  const row = stored(input);
  const fields = caseFields(input);
  refuseUnknownCases(await caseNames(db, fields.map((f) => f.slug)), fields);
  const payout = payoutOf(row, await casePrices(db, fields.map((f) => f.slug)));
  const verdict = payoutVerdict(payout, limits);
  if (verdict.overCap) throw new AppError('promo_total_over_cap', { total: payout.total, cap: limits.promoCapMinor });
  return db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, row.code));
    if (clash && clash.id !== id) throw new AppError('promo_code_taken', { code: row.code });
    const [before] = id === null ? [] : await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (id !== null && !before) throw new AppError('promo_not_found');
    if (before && row.maxUses != null && row.maxUses < before.usedCount) {
      throw new AppError('validation', { fields: { max_uses: `already used ${before.usedCount} times` }, in: 'body' });
    }
    const keepsApproval = before !== undefined && before.approvalId === null && payoutFields(before) === payoutFields(row);
    if (id !== null) await updatePromoCode(tx, id, row);
    const promoId = id ?? (await insertPromoCodes(tx, [row]))[0]!.id;
    // A request for an earlier version of the code no longer stands.
    if (before?.approvalId != null) {
      await tx.update(balanceApprovals).set({ status: 'rejected', decidedAt: sql`now()` }).where(and(eq(balanceApprovals.id, before.approvalId), eq(balanceApprovals.status, 'pending')));
    }
    let approvalId: number | null = null;
    if (verdict.needsApproval && !keepsApproval) {
      const subject: PromoApprovalSubject = { promoId, code: row.code, valuePerUse: payout.valuePerUse, maxUses: row.maxUses ?? null, total: payout.total ?? 0 };
      const [held] = await tx
        .insert(balanceApprovals)
        .values({ kind: 'promo', subject, reason: reason ?? row.code, requestedBy: actor.userId, requestKey: `promo:${randomUUID()}` })
        .returning({ id: balanceApprovals.id });
      approvalId = held!.id;
    }
    if (approvalId !== null || before?.approvalId != null) await setPromoApproval(tx, promoId, approvalId);
    const after = { ...row, payoutPerUse: payout.valuePerUse, payoutTotal: payout.total, approvalId };
    await recordAudit(tx, actor, { action: id === null ? 'promo.create' : 'promo.update', target: `promo:${promoId}`, ...(before ? { before } : {}), after, reason });
    return { id: promoId, approvalId };
  });
}

/** The deposit bonus levels in roubles and percent, ascending. */
export async function listBonusLevels(db: DbOrTx) {
  const rows = await db.select().from(bonusLevels).orderBy(asc(bonusLevels.limit));
  return rows.map((r) => ({ from: toWire(r.limit), percent: bpToPercent(r.multiplierBp) }));
}

/** Replaces the deposit bonus levels as a whole, audited. */
export async function saveBonusLevels(db: Db, actor: ConsoleActor, levels: readonly { from: number; percent: number }[], reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await listBonusLevels(tx);
    await replaceBonusLevels(tx, levels.map((l) => ({ limit: fromWire(l.from), multiplierBp: percentToBp(l.percent) })));
    await recordAudit(tx, actor, { action: 'promo.bonus_levels', target: 'bonus_levels', before, after: levels, reason });
  });
}
