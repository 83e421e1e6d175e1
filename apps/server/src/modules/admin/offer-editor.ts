import { and, eq, sql } from 'drizzle-orm';
import type { OfferInputData } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { offers } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from './audit.js';
import { caseNames, kopecks, refuseUnknownCases, rub } from './content-checks.js';
import type { ConsoleActor } from './console-roles.js';
import { selectRows } from './rows.js';

type OfferRow = typeof offers.$inferInsert;

/** Every offer of both games with how often it was bought and how many triggers it has open. */
export async function listOffers(db: DbOrTx) {
  return selectRows(
    db,
    sql`SELECT o.id, o.game, o.slug, o.kind, o.trigger_type, o.name, o.price, o.old_price, o.bonus_coins, o.bonus_money, o.cases,
          o.label_name, o.active, o.sort, o.lifetime_hours,
          (SELECT count(*) FROM offer_purchases p WHERE p.offer_id = o.id)::int AS purchases,
          (SELECT count(*) FROM offer_triggers t WHERE t.offer_id = o.id AND t.status = 'active' AND t.expires_at > now())::int AS open_triggers
        FROM offers o ORDER BY o.game, o.kind, o.sort, o.id`,
  );
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
    price: kopecks(input.price),
    oldPrice: input.oldPrice != null ? kopecks(input.oldPrice) : null,
    bonusCoins: kopecks(input.bonusCoins),
    bonusMoney: kopecks(input.bonusMoney),
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
    `Цена ${rub(row.price)}${row.oldPrice ? ` (была ${rub(row.oldPrice)}, скидка ${Math.round((1 - row.price / row.oldPrice) * 100)}%)` : ''}`,
  ];
  if (row.bonusMoney) lines.push(`Деньги на баланс: ${rub(row.bonusMoney)}`);
  if (row.bonusCoins) lines.push(`Монеты: ${row.bonusCoins / 100}`);
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
      const [created] = await tx.insert(offers).values(row).returning({ id: offers.id });
      await recordAudit(tx, actor, { action: 'offer.create', target: `offer:${created!.id}`, after: row, reason });
      return { id: created!.id };
    }
    const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!before) throw new AppError('dataNotFound');
    await tx.update(offers).set(row).where(eq(offers.id, id));
    await recordAudit(tx, actor, { action: 'offer.update', target: `offer:${id}`, before, after: row, reason });
    return { id };
  });
}
