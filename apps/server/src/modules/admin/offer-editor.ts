import { and, asc, eq, gt } from 'drizzle-orm';
import { fromWire, type OfferInputData, roundedPercent, toWire } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { offerPurchases, offers, offerTriggers } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { insertOffers, markOfferActive, updateOffer } from '../offers/offer-store.js';
import { recordAudit } from './audit.js';
import { caseNames, refuseUnknownCases, rub } from './content-checks.js';
import type { ConsoleActor } from './console-roles.js';

type OfferRow = typeof offers.$inferInsert;

/** Every offer of both games with how often it was bought and how many triggers it has open. Amounts in kopecks. */
export async function listOffers(db: DbOrTx) {
  return db
    .select({
      id: offers.id,
      game: offers.game,
      slug: offers.slug,
      kind: offers.kind,
      triggerType: offers.triggerType,
      name: offers.name,
      title: offers.title,
      description: offers.description,
      image: offers.image,
      price: offers.price,
      oldPrice: offers.oldPrice,
      bonusCoins: offers.bonusCoins,
      bonusMoney: offers.bonusMoney,
      cases: offers.cases,
      labelName: offers.labelName,
      labelColor: offers.labelColor,
      active: offers.active,
      sort: offers.sort,
      lifetimeHours: offers.lifetimeHours,
      purchases: db.$count(offerPurchases, eq(offerPurchases.offerId, offers.id)),
      openTriggers: db.$count(offerTriggers, and(eq(offerTriggers.offerId, offers.id), eq(offerTriggers.status, 'active'), gt(offerTriggers.expiresAt, new Date()))),
    })
    .from(offers)
    .orderBy(asc(offers.game), asc(offers.kind), asc(offers.sort), asc(offers.id));
}

/** Shows an offer again or hides it (a hidden one is neither shown nor sold, open triggers included); audited only when it changes something. */
export async function setOfferActive(db: Db, actor: ConsoleActor, id: number, active: boolean, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: offers.active, slug: offers.slug }).from(offers).where(eq(offers.id, id)).for('update');
    if (!before) throw new AppError('dataNotFound');
    if (before.active === active) return;
    await markOfferActive(tx, id, active);
    await recordAudit(tx, actor, { action: active ? 'offer.enable' : 'offer.disable', target: `offer:${id}`, before, after: { active }, reason });
  });
}

function stored(input: OfferInputData): Omit<OfferRow, 'id'> {
  return {
    game: input.game,
    slug: input.slug,
    kind: input.kind,
    triggerType: input.kind === 'personal' ? (input.triggerType ?? null) : null,
    name: input.name,
    title: input.title,
    description: input.description,
    image: input.image,
    price: fromWire(input.price),
    oldPrice: input.oldPrice != null ? fromWire(input.oldPrice) : null,
    bonusCoins: fromWire(input.bonusCoins),
    bonusMoney: fromWire(input.bonusMoney),
    cases: input.cases.map((c) => ({ slug: c.slug, opens: c.opens })),
    labelName: input.labelName || null,
    labelColor: input.labelColor || null,
    active: input.active,
    sort: input.sort,
    lifetimeHours: input.lifetimeHours,
  };
}

const caseFields = (input: OfferInputData) => input.cases.map((c, i) => ({ path: `cases.${i}.slug`, slug: c.slug }));

/** What the buyer pays and gets, and what looks wrong (unknown cases, a bonus worth more than the price). */
export async function previewOffer(db: DbOrTx, input: OfferInputData) {
  const row = stored(input);
  const names = await caseNames(db, input.cases.map((c) => c.slug));
  const lines = [
    `${row.kind === 'shop' ? 'Секретный магазин' : `Персональное предложение по триггеру «${row.triggerType}», открыто ${row.lifetimeHours} ч`}`,
    `Цена ${rub(row.price)}${row.oldPrice ? ` (была ${rub(row.oldPrice)}, скидка ${roundedPercent(1 - row.price / row.oldPrice, 0)}%)` : ''}`,
  ];
  if (row.bonusMoney) lines.push(`Деньги на баланс: ${rub(row.bonusMoney)}`);
  if (row.bonusCoins) lines.push(`Монеты: ${toWire(row.bonusCoins)}`);
  for (const c of row.cases ?? []) lines.push(`Кейс «${names.get(c.slug) ?? c.slug}» × ${c.opens}`);
  const warnings: string[] = [];
  for (const c of input.cases) if (!names.has(c.slug)) warnings.push(`Кейс ${c.slug} не найден`);
  if ((row.bonusMoney ?? 0) >= row.price) warnings.push('Деньги на баланс не меньше цены: предложение приносит убыток');
  if (!row.active) warnings.push('Предложение выключено: игроки его не увидят');
  return { lines, warnings };
}

/** Creates an offer (id null) or changes one; open triggers keep pointing at it; audited. */
export async function saveOffer(db: Db, actor: ConsoleActor, id: number | null, input: OfferInputData, reason: string | null): Promise<{ id: number }> {
  const row = stored(input);
  refuseUnknownCases(await caseNames(db, input.cases.map((c) => c.slug)), caseFields(input));
  return db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: offers.id }).from(offers).where(and(eq(offers.game, row.game), eq(offers.slug, row.slug)));
    if (clash && clash.id !== id) throw new AppError('validation', { fields: { slug: 'taken in this game' }, in: 'body' });
    if (id === null) {
      const [created] = await insertOffers(tx, [row]);
      await recordAudit(tx, actor, { action: 'offer.create', target: `offer:${created!.id}`, after: row, reason });
      return { id: created!.id };
    }
    const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!before) throw new AppError('dataNotFound');
    await updateOffer(tx, id, row);
    await recordAudit(tx, actor, { action: 'offer.update', target: `offer:${id}`, before, after: row, reason });
    return { id };
  });
}
