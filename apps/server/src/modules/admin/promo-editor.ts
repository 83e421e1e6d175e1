import { asc, desc, eq, like } from 'drizzle-orm';
import type { PromoCodeInputData } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { bonusLevels, promoCodes } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from './audit.js';
import { caseNames, kopecks, refuseUnknownCases, rub } from './content-checks.js';
import type { ConsoleActor } from './console-roles.js';
import { PAGE_SIZE } from './rows.js';

type PromoRow = typeof promoCodes.$inferInsert;

/** Promo codes, newest first, with how often each was used; `q` finds a code by its beginning. Amounts in kopecks. */
export async function listPromoCodes(db: DbOrTx, filter: { q?: string | undefined; page: number }) {
  const q = filter.q?.trim().toUpperCase() || null;
  return db
    .select()
    .from(promoCodes)
    .where(q ? like(promoCodes.code, `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(desc(promoCodes.id))
    .limit(PAGE_SIZE)
    .offset(filter.page * PAGE_SIZE);
}

/** Lets players activate a code again, or stops them; audited only when it changes something. */
export async function setPromoCodeActive(db: Db, actor: ConsoleActor, id: number, active: boolean, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: promoCodes.active, code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw new AppError('promo_not_found');
    if (before.active === active) return;
    await tx.update(promoCodes).set({ active }).where(eq(promoCodes.id, id));
    await recordAudit(tx, actor, { action: active ? 'promo.enable' : 'promo.disable', target: `promo:${id}`, before, after: { active }, reason });
  });
}

function stored(input: PromoCodeInputData): Omit<PromoRow, 'id' | 'usedCount' | 'createdAt'> {
  return {
    code: input.code,
    type: input.type,
    percentBp: input.type === 'common' && input.percent != null ? Math.round(input.percent * 100) : null,
    sum: input.type === 'instant' && input.sum != null ? kopecks(input.sum) : null,
    img: input.img || null,
    flexOffers:
      input.type === 'blogger'
        ? (input.flexOffers ?? []).map((o) => ({ caseSlug: o.caseSlug, tcoinFactor: o.tcoinFactor, priceFrom: kopecks(o.priceFrom), moneyFactorBp: o.moneyFactorBp }))
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
export async function previewPromoCode(db: DbOrTx, input: PromoCodeInputData) {
  const row = stored(input);
  const fields = caseFields(input);
  const names = await caseNames(db, fields.map((f) => f.slug));
  const lines: string[] = [];
  const warnings: string[] = [];
  const caseName = (slug: string) => names.get(slug) ?? slug;
  if (row.type === 'common') lines.push(`+${(row.percentBp ?? 0) / 100}% к следующему пополнению (например, ${rub(100_000)} → ${rub(100_000 + Math.floor((100_000 * (row.percentBp ?? 0)) / 10_000))})`);
  if (row.type === 'instant') lines.push(`${rub(row.sum ?? 0)} на баланс сразу при активации`);
  for (const o of row.flexOffers ?? []) {
    lines.push(`При пополнении от ${rub(o.priceFrom)}: кейс «${caseName(o.caseSlug)}», монеты ${o.tcoinFactor}% от суммы, деньги ×${o.moneyFactorBp / 10_000}`);
  }
  for (const g of row.freeCases ?? []) lines.push(`Бесплатно: «${caseName(g.caseSlug)}» × ${g.opens}${g.hours ? ` на ${g.hours} ч` : ''}`);
  lines.push(row.maxUses ? `Всего активаций: ${row.maxUses}, на игрока: ${row.maxUsesPerUser}` : `Без общего лимита, на игрока: ${row.maxUsesPerUser}`);
  lines.push(row.expiresAt ? `Действует до ${row.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'Без срока действия');
  if (!row.active) warnings.push('Промокод выключен: игроки не смогут его активировать');
  for (const f of fields) if (!names.has(f.slug)) warnings.push(`Кейс ${f.slug} не найден`);
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) warnings.push('Срок действия уже истёк');
  if ((row.percentBp ?? 0) > 5000) warnings.push('Бонус больше 50% к пополнению');
  if ((row.sum ?? 0) > 100_000) warnings.push('Мгновенная сумма больше 1 000 ₽');
  const [taken] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, row.code));
  if (taken) warnings.push(`Код ${row.code} уже есть (№ ${taken.id}): сохранение его изменит только при редактировании`);
  return { lines, warnings };
}

/** Creates a promo code (id null) or changes one; the code stays unique; audited. */
export async function savePromoCode(db: Db, actor: ConsoleActor, id: number | null, input: PromoCodeInputData, reason: string | null): Promise<{ id: number }> {
  const row = stored(input);
  const fields = caseFields(input);
  refuseUnknownCases(await caseNames(db, fields.map((f) => f.slug)), fields);
  return db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, row.code));
    if (clash && clash.id !== id) throw new AppError('promo_code_taken', { code: row.code });
    if (id === null) {
      const [created] = await tx.insert(promoCodes).values(row).returning({ id: promoCodes.id });
      await recordAudit(tx, actor, { action: 'promo.create', target: `promo:${created!.id}`, after: row, reason });
      return { id: created!.id };
    }
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw new AppError('promo_not_found');
    if (row.maxUses != null && row.maxUses < before.usedCount) {
      throw new AppError('validation', { fields: { max_uses: `already used ${before.usedCount} times` }, in: 'body' });
    }
    await tx.update(promoCodes).set(row).where(eq(promoCodes.id, id));
    await recordAudit(tx, actor, { action: 'promo.update', target: `promo:${id}`, before, after: row, reason });
    return { id };
  });
}

/** The deposit bonus levels in roubles and percent, ascending. */
export async function listBonusLevels(db: DbOrTx) {
  const rows = await db.select().from(bonusLevels).orderBy(asc(bonusLevels.limit));
  return rows.map((r) => ({ from: r.limit / 100, percent: r.multiplierBp / 100 }));
}

/** Replaces the deposit bonus levels as a whole, audited. */
export async function saveBonusLevels(db: Db, actor: ConsoleActor, levels: readonly { from: number; percent: number }[], reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await listBonusLevels(tx);
    await tx.delete(bonusLevels);
    if (levels.length > 0) await tx.insert(bonusLevels).values(levels.map((l) => ({ limit: kopecks(l.from), multiplierBp: Math.round(l.percent * 100) })));
    await recordAudit(tx, actor, { action: 'promo.bonus_levels', target: 'bonus_levels', before, after: levels, reason });
  });
}
