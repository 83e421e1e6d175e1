import { and, asc, eq, sql } from 'drizzle-orm';
import { type AuditAction, type ConsoleCaseInput, type ConsoleItemInput, type ConsoleSectionInput, fromWire, type Game, toWire } from '@tastydrop/domain';
import type { Db, Tx } from '../../platform/db/index.js';
import { caseSections, cases, items, type SectionAppearance } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { insertCases, markCaseHidden, saveCaseSettings, sortCases } from '../cases/case-store.js';
import { insertItems, markItemHidden, saveItemDetails } from '../cases/item-store.js';
import { insertSections, markSectionHidden, saveSection, sortSections } from '../cases/section-store.js';
import { recordAudit } from './audit.js';
import { lockPublishes, republishCase } from './catalog-versions.js';
import { rub } from './content-checks.js';
import { mayPublish, type ConsoleActor } from './console-roles.js';
import { applyPriceChange, draftPriceChange } from './price-changes.js';

/** Runs one catalog change and writes its audit row in the same transaction; a taken slug answers catalog_slug_taken. */
async function change<T>(db: Db, actor: ConsoleActor, action: AuditAction, work: (tx: Tx) => Promise<{ target: string; before: unknown; after: unknown; result: T; reason?: string | null }>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const { target, before, after, result, reason } = await work(tx);
      await recordAudit(tx, actor, { action, target, before, after, reason: reason ?? null });
      return result;
    });
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw new AppError('catalog_slug_taken');
    throw error;
  }
}

function caseValues(game: Game, input: ConsoleCaseInput, colors: { colors: [string, string]; accent: string } | null) {
  return {
    game,
    slug: input.slug,
    name: input.name,
    sectionId: input.sectionId,
    currency: input.currency,
    price: fromWire(input.price),
    oldPrice: input.oldPrice === null ? null : fromWire(input.oldPrice),
    appearance: { image: input.image || `/static/cases/${input.slug}.svg`, colors: colors?.colors ?? (['#3b2a6b', '#12101f'] as [string, string]), accent: colors?.accent ?? '#f5b942' },
    label: input.label,
    level: input.level,
    locked: input.locked,
    available: input.available,
    opensLimit: input.opensLimit,
    everyNOpenFree: input.everyNOpenFree,
    multifixNumber: input.multifixNumber,
    isOffer: input.isOffer,
    isLanding: input.isLanding,
  };
}

async function assertSection(tx: Tx, game: Game, sectionId: number): Promise<void> {
  const [section] = await tx.select({ id: caseSections.id }).from(caseSections).where(and(eq(caseSections.id, sectionId), eq(caseSections.game, game)));
  if (!section) throw new AppError('dataNotFound');
}

/** A new case, hidden from players until its drop table is published (a case without one is never listed). */
export function createCase(db: Db, actor: ConsoleActor, game: Game, input: ConsoleCaseInput): Promise<{ id: number }> {
  return change(db, actor, 'catalog.case_create', async (tx) => {
    await assertSection(tx, game, input.sectionId);
    const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${cases.sort}), 0) + 1` }).from(cases).where(eq(cases.game, game))) as [{ next: number }];
    const [row] = await insertCases(tx, [{ ...caseValues(game, input, null), sort: Number(next) }]);
    return { target: `case:${row!.id}`, before: null, after: input, result: { id: row!.id } };
  });
}

/** Edits a case's settings; its odds change only by publishing. */
export function updateCase(db: Db, actor: ConsoleActor, game: Game, caseId: number, input: ConsoleCaseInput): Promise<void> {
  return change(db, actor, 'catalog.case_update', async (tx) => {
    // A new currency republishes the case's table: the publish lock comes before the case's row lock.
    await lockPublishes(tx);
    const [before] = await tx.select().from(cases).where(and(eq(cases.id, caseId), eq(cases.game, game))).for('update');
    if (!before) throw new AppError('caseNotFound');
    await assertSection(tx, game, input.sectionId);
    // A case priced at zero (a daily case) opens only through its own once-a-day path, never as a paid open.
    if (input.available && before.price === 0) throw new AppError('catalog_price_zero', { caseId, caseName: before.name });
    const values = caseValues(game, input, before.appearance);
    // What the return depends on (price, free opens, items per open) changes only through a publish, with its return checked.
    await saveCaseSettings(tx, caseId, {
      ...values,
      price: before.price,
      everyNOpenFree: before.everyNOpenFree,
      multifixNumber: before.multifixNumber,
      appearance: { ...before.appearance, image: values.appearance.image },
    });
    // The price means another currency now: an open still holding the case as it was is refused.
    if (values.currency !== before.currency) await republishCase(tx, game, caseId, `case ${caseId} currency`);
    return { target: `case:${caseId}`, before, after: input, result: undefined };
  });
}

export function setCaseHidden(db: Db, actor: ConsoleActor, game: Game, caseId: number, hidden: boolean, reason: string | null): Promise<void> {
  return change(db, actor, hidden ? 'catalog.case_hide' : 'catalog.case_show', async (tx) => {
    if (!(await markCaseHidden(tx, game, caseId, hidden))) throw new AppError('caseNotFound');
    return { target: `case:${caseId}`, before: { hidden: !hidden }, after: { hidden }, result: undefined, reason };
  });
}

export function setSectionHidden(db: Db, actor: ConsoleActor, game: Game, sectionId: number, hidden: boolean, reason: string | null): Promise<void> {
  return change(db, actor, hidden ? 'catalog.section_hide' : 'catalog.section_show', async (tx) => {
    if (!(await markSectionHidden(tx, game, sectionId, hidden))) throw new AppError('dataNotFound');
    return { target: `section:${sectionId}`, before: { hidden: !hidden }, after: { hidden }, result: undefined, reason };
  });
}

/** Retires an item from new drop tables (or brings it back); tables already holding it are unchanged. */
export function setItemHidden(db: Db, actor: ConsoleActor, game: Game, itemId: number, hidden: boolean, reason: string | null): Promise<void> {
  return change(db, actor, hidden ? 'catalog.item_hide' : 'catalog.item_show', async (tx) => {
    if (!(await markItemHidden(tx, game, itemId, hidden))) throw new AppError('invalidItem');
    return { target: `item:${itemId}`, before: { hidden: !hidden }, after: { hidden }, result: undefined, reason };
  });
}

/** Sets the display order of cases or sections: the given ids first, in that order. */
export function reorder(db: Db, actor: ConsoleActor, game: Game, kind: 'cases' | 'sections', ids: number[]): Promise<void> {
  const table = kind === 'cases' ? cases : caseSections;
  const sortRows = kind === 'cases' ? sortCases : sortSections;
  return change(db, actor, `catalog.${kind}_reorder`, async (tx) => {
    const rows = await tx.select({ id: table.id, sort: table.sort }).from(table).where(eq(table.game, game)).orderBy(asc(table.sort), asc(table.id));
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== new Set(ids).size || ids.some((id) => !known.has(id))) throw new AppError('dataNotFound');
    const order = [...ids, ...rows.map((r) => r.id).filter((id) => !ids.includes(id))];
    await sortRows(tx, order);
    return { target: kind, before: rows.map((r) => r.id), after: order, result: undefined };
  });
}

const DEFAULT_APPEARANCE: SectionAppearance = {
  cardsBackground: '#1c1a2e',
  cardsCircle: '#2c2850',
  cardsHover: '#3b3570',
  cardsShadow: 'rgba(0,0,0,.4)',
  lineBreaks: 0,
  titleIcon: '',
  gradient: ['#6c5ce7', '#a29bfe'],
  gradientText: ['#ffffff', '#dcd6ff'],
};

export function createSection(db: Db, actor: ConsoleActor, game: Game, input: ConsoleSectionInput): Promise<{ id: number }> {
  return change(db, actor, 'catalog.section_create', async (tx) => {
    const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${caseSections.sort}), 0) + 1` }).from(caseSections).where(eq(caseSections.game, game))) as [{ next: number }];
    const [row] = await insertSections(tx, [{ game, ...input, sort: Number(next), appearance: DEFAULT_APPEARANCE }]);
    return { target: `section:${row!.id}`, before: null, after: input, result: { id: row!.id } };
  });
}

export function updateSection(db: Db, actor: ConsoleActor, game: Game, sectionId: number, input: ConsoleSectionInput): Promise<void> {
  return change(db, actor, 'catalog.section_update', async (tx) => {
    const [before] = await tx.select().from(caseSections).where(and(eq(caseSections.id, sectionId), eq(caseSections.game, game))).for('update');
    if (!before) throw new AppError('dataNotFound');
    await saveSection(tx, sectionId, input);
    return { target: `section:${sectionId}`, before, after: input, result: undefined };
  });
}

export function createItem(db: Db, actor: ConsoleActor, game: Game, input: ConsoleItemInput): Promise<{ id: number }> {
  return change(db, actor, 'catalog.item_create', async (tx) => {
    const [row] = await insertItems(tx, [
      { game, slug: input.slug, name: input.name, hero: input.hero, slot: input.slot, rarity: input.rarity, price: fromWire(input.price), image: input.image || `/static/items/${input.slug}.svg` },
    ]);
    return { target: `item:${row!.id}`, before: null, after: input, result: { id: row!.id } };
  });
}

/**
 * Edits an item. Its price is what drops of it are worth, so a new price goes through the return check: an account
 * that may publish puts it live (refused when it moves a case out of range); any other account's new price waits as
 * a draft for one that may, and the item keeps its price meanwhile. Returns the draft's approval id.
 */
export function updateItem(db: Db, actor: ConsoleActor, game: Game, itemId: number, input: ConsoleItemInput, rtpCeiling: number): Promise<{ approvalId: number | null }> {
  return change(db, actor, 'catalog.item_update', async (tx) => {
    // A price that goes live publishes: the publish lock comes before the item's row lock.
    if (mayPublish(actor)) await lockPublishes(tx);
    const [before] = await tx.select().from(items).where(and(eq(items.id, itemId), eq(items.game, game))).for('update');
    if (!before) throw new AppError('invalidItem');
    const image = input.image || `/static/items/${input.slug}.svg`;
    await saveItemDetails(tx, itemId, { slug: input.slug, name: input.name, hero: input.hero, slot: input.slot, rarity: input.rarity, image });
    const price = fromWire(input.price);
    let approvalId: number | null = null;
    if (price !== before.price) {
      const priced = { items: [{ itemId, name: input.name, before: before.price, after: price }], casePrices: [] };
      if (mayPublish(actor)) await applyPriceChange(tx, actor, game, priced, rtpCeiling, `item ${itemId} price`);
      else approvalId = (await draftPriceChange(tx, actor, game, priced, rtpCeiling, `${input.name}: ${rub(before.price)} → ${rub(price)}`)).approvalId;
    }
    return { target: `item:${itemId}`, before, after: approvalId === null ? input : { ...input, price: toWire(before.price), priceDraft: { approvalId, price: input.price } }, result: { approvalId } };
  });
}
