import { caseDrops, caseSections, cases, items } from '../src/platform/db/schema/index.js';
import type { Db } from '../src/platform/db/index.js';

export interface FixtureCatalog {
  sectionId: number;
  itemIds: number[];
  /** slug → id */
  cases: Record<string, number>;
}

const appearance = {
  cardsBackground: '#1b1538',
  cardsCircle: '#6d5bff',
  cardsHover: '#2a2150',
  cardsShadow: '#6d5bff55',
  lineBreaks: 0,
  titleIcon: 'star',
  gradient: ['#6d5bff', '#b06dff'],
  gradientText: ['#ffffff', '#d9cfff'],
};

/** A small catalog for tests: three items and cases of each kind that matters to opening. */
export async function seedFixtureCatalog(db: Db, game: 'dota' | 'cs' = 'dota'): Promise<FixtureCatalog> {
  const itemRows = await db
    .insert(items)
    .values([
      { game, slug: 'cheap', name: 'Cheap Item', hero: 'Axe', slot: 'weapon', rarity: 'common', price: 50, image: '/static/items/cheap.svg' },
      { game, slug: 'mid', name: 'Mid Item', hero: 'Lina', slot: 'head', rarity: 'mythical', price: 150, image: '/static/items/mid.svg' },
      { game, slug: 'rare', name: 'Rare Item', hero: 'Pudge', slot: 'arms', rarity: 'arcana', price: 1000, image: '/static/items/rare.svg' },
    ])
    .returning({ id: items.id });
  const itemIds = itemRows.map((r) => r.id);
  const [section] = await db.insert(caseSections).values({ game, slug: 'test', name: 'Тест', appearance }).returning({ id: caseSections.id });
  const sectionId = section!.id;
  const base = { game, sectionId, appearance: { image: '/static/cases/x.svg', colors: ['#111111', '#222222'] as [string, string], accent: '#ff0' }, volatility: 2 };
  const defs = [
    { ...base, slug: 'basic', name: 'Базовый', price: 100 },
    { ...base, slug: 'limited', name: 'Лимитный', price: 100, opensLimit: 3 },
    { ...base, slug: 'free-every-3', name: 'Каждый третий', price: 100, everyNOpenFree: 3 },
    { ...base, slug: 'level-20', name: 'Уровень 20', price: 100, level: 20 },
    { ...base, slug: 'ended', name: 'Закончился', price: 100, available: false },
    { ...base, slug: 'coins', name: 'За монеты', price: 100, currency: 'TASTY_COIN' as const },
    { ...base, slug: 'multifix', name: 'Мультификс', price: 300, multifixNumber: 3 },
    { ...base, slug: 'multicast', name: 'Мультикаст', price: 300, multicastRange: [2, 4] as [number, number] },
  ];
  const caseRows = await db.insert(cases).values(defs).returning({ id: cases.id, slug: cases.slug });
  await db.insert(caseDrops).values(
    caseRows.flatMap((c) => [
      { caseId: c.id, itemId: itemIds[0]!, weight: 70 },
      { caseId: c.id, itemId: itemIds[1]!, weight: 25 },
      { caseId: c.id, itemId: itemIds[2]!, weight: 5 },
    ]),
  );
  return { sectionId, itemIds, cases: Object.fromEntries(caseRows.map((c) => [c.slug, c.id])) };
}
