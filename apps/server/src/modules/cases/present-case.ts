import { type CaseCard, type CaseDetails, type DropItem, type Rarity, roundedPercent, tableVolatility, TICKETS, toWire } from '@tastydrop/domain';
import type { ItemRow, LoadedCase } from './case-catalog.js';

export function presentDropItem(item: ItemRow): DropItem {
  return {
    id: item.id,
    name: item.name,
    hero: item.hero,
    slot: item.slot,
    rarity: item.rarity as Rarity,
    price: toWire(item.price),
    image: item.image,
  };
}

/** The float range a CS skin's drop rolls its wear in, or null for items without wear. */
export function floatRangeOf(item: ItemRow): { min: number; max: number } | null {
  return item.floatMin !== null && item.floatMax !== null ? { min: item.floatMin, max: item.floatMax } : null;
}

/** A case's volatility (1-4), from the prices and weights of the table it serves. */
export function caseVolatility(c: Pick<LoadedCase, 'drops'>): 1 | 2 | 3 | 4 {
  return tableVolatility(c.drops.map((d) => ({ weight: d.weight, price: d.item.price })));
}

/** The Case entity for cards and lists. */
export function presentCaseCard(c: LoadedCase, openedCount = c.row.openedCount): CaseCard {
  const row = c.row;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    name: row.slug,
    title: row.name,
    sectionId: row.sectionId,
    available: row.available,
    priceData: { currency: row.currency, price: toWire(row.price), oldPrice: row.oldPrice === null ? null : toWire(row.oldPrice) },
    bonuses: row.bonuses,
    statisticData: {
      opensLimit: row.opensLimit,
      opensRemaining: row.opensLimit === null ? null : Math.max(0, row.opensLimit - openedCount),
      totalCount: row.opensLimit,
      openedCount,
    },
    appearanceData: row.appearance,
    imageData: { image: row.appearance.image },
    labelData: row.label ? { type: row.label.type, name: row.label.name, color: row.label.color, freeOpens: row.label.freeOpens ?? null } : null,
    // From the table in force, as the console's editor measures it.
    volatility: caseVolatility(c),
    isOffer: row.isOffer,
    isLanding: row.isLanding,
    multifixNumber: row.multifixNumber,
    multicastData: row.multicastRange ? { range: row.multicastRange } : null,
    everyNOpenFree: row.everyNOpenFree,
    tastyCoins: { min: row.tastyCoinsMin, max: row.tastyCoinsMax },
    level: row.level,
    locked: row.locked,
    counterType: row.counterType,
    counterStart: iso(row.counterStart),
    counterEnd: iso(row.counterEnd),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A case with its contents, chances and ticket ranges. */
export function presentCaseDetails(c: LoadedCase, openedCount: number, userOpened: number): CaseDetails {
  const every = c.row.everyNOpenFree;
  return {
    ...presentCaseCard(c, openedCount),
    drops: c.drops.map((d) => ({
      ...presentDropItem(d.item),
      weight: d.weight,
      chance: roundedPercent((d.range.to - d.range.from + 1) / TICKETS, 4),
      ticketFrom: d.range.from,
      ticketTo: d.range.to,
      floatRange: floatRangeOf(d.item),
      pack: d.pack,
    })),
    expectedValue: toWire(Math.round(c.expectedValue)),
    rtp: c.rtp,
    userOpened,
    nextFreeIn: every ? every - (userOpened % every) : null,
  };
}
