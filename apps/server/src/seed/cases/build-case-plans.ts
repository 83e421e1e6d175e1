import type { Game } from '@tastydrop/domain';
import type { CasePlan } from './types.js';

/**
 * A case both sites have, under the same slug (the event, level rewards, offers and packs refer to it):
 * the Dota plan, and what the CS site changes (its name, contents or look).
 */
interface SharedPlan {
  plan: CasePlan;
  cs?: Partial<CasePlan>;
}

const POPULAR: SharedPlan[] = [
  {
    plan: { slug: 'tasty-start', name: 'Вкусный старт', section: 'popular', volatility: 2, colors: ['#ff7a45', '#ffd166'], accent: '#ffd166', pool: { maxPrice: 400, size: 14 }, label: { type: 'bestseller', name: 'Хит' }, isLanding: true, art: { shape: 'chest', emblem: 'star' } },
    cs: { name: 'Первый раунд', art: { shape: 'crate', emblem: 'star' } },
  },
  {
    plan: { slug: 'all-in', name: 'Ва-банк', section: 'popular', volatility: 4, colors: ['#eb4b4b', '#8b1e1e'], accent: '#ff5f5f', pool: { minPrice: 5, maxPrice: 6000, size: 18 }, art: { shape: 'crate', emblem: 'skull' } },
    cs: { pool: { minPrice: 5, maxPrice: 9000, size: 18 } },
  },
  { plan: { slug: 'fifty-fifty', name: '50 на 50', section: 'popular', volatility: 3, colors: ['#4b69ff', '#eb4b4b'], accent: '#ffffff', pool: { minPrice: 20, maxPrice: 900, size: 10 }, label: { type: 'fifty_fifty', name: '50/50' }, art: { shape: 'orb', emblem: 'dice' } } },
  {
    plan: { slug: 'cashback', name: 'Кешбэк', section: 'popular', volatility: 1, colors: ['#3dd68c', '#1e6b3a'], accent: '#ade55c', pool: { minPrice: 10, maxPrice: 300, size: 12 }, label: { type: 'cashback', name: 'Кешбэк 5%' }, art: { shape: 'coffer', emblem: 'percent' } },
    cs: { name: 'Эко-раунд' },
  },
  {
    plan: { slug: 'clutch', name: 'Клатч', section: 'popular', volatility: 3, colors: ['#8847ff', '#d32ce6'], accent: '#ff9af5', pool: { minPrice: 30, maxPrice: 2500, size: 14 }, art: { shape: 'shield', emblem: 'swords' } },
    cs: { name: 'Клатч 1 в 5' },
  },
  { plan: { slug: 'every-fifth', name: 'Каждый пятый', section: 'popular', volatility: 2, colors: ['#5e98d9', '#4b69ff'], accent: '#b0c3d9', pool: { maxPrice: 250, size: 12 }, everyNOpenFree: 5, art: { shape: 'tome', emblem: 'text:5' } } },
  {
    plan: { slug: 'update-727', name: 'Обновление 7.37', section: 'popular', volatility: 2, colors: ['#1e4b6b', '#3dd68c'], accent: '#ade55c', pool: { rarities: ['mythical', 'legendary', 'immortal'], maxPrice: 1500, size: 14 }, label: { type: 'update', name: 'Обновлён' }, art: { shape: 'crystal', emblem: 'arrow' } },
    cs: { name: 'Новое обновление', pool: { rarities: ['mythical', 'legendary', 'ancient'], maxPrice: 1500, size: 14 } },
  },
];

const BUDGET_AND_PREMIUM: SharedPlan[] = [
  // Budget
  { plan: { slug: 'pocket-money', name: 'Карманные', section: 'budget', volatility: 1, colors: ['#5e98d9', '#16215e'], accent: '#b0c3d9', pool: { rarities: ['common', 'uncommon', 'rare'], maxPrice: 40, size: 12 }, art: { shape: 'coffer', emblem: 'text:₽' } } },
  {
    plan: { slug: 'lucky-coin', name: 'Счастливая монетка', section: 'budget', volatility: 3, colors: ['#f5a524', '#5e3a06'], accent: '#ffd166', pool: { maxPrice: 150, size: 14 }, art: { shape: 'orb', emblem: 'leaves' } },
    cs: { name: 'Счастливая гильза' },
  },
  {
    plan: { slug: 'newbie', name: 'Новичок', section: 'budget', volatility: 2, colors: ['#b0c3d9', '#4b69ff'], accent: '#ffffff', pool: { rarities: ['common', 'uncommon', 'rare', 'mythical'], maxPrice: 80, size: 12 }, opensLimit: 5000, art: { shape: 'chest', emblem: 'courier' } },
    cs: { name: 'Сильвер' },
  },
  { plan: { slug: 'student', name: 'Студенческий', section: 'budget', volatility: 2, colors: ['#3dd68c', '#16215e'], accent: '#ade55c', pool: { rarities: ['uncommon', 'rare', 'mythical'], maxPrice: 120, size: 12 }, everyNOpenFree: 10, art: { shape: 'tome', emblem: 'ward' } } },
  {
    plan: { slug: 'old-times', name: 'Старые времена', section: 'budget', volatility: 2, colors: ['#6b6b6b', '#2b2b2b'], accent: '#b0c3d9', pool: { maxPrice: 60, size: 10 }, available: false, art: { shape: 'urn', emblem: 'hourglass' } },
    cs: { name: 'Dust II', colors: ['#c9a66b', '#5e3a06'], accent: '#ffd166' },
  },
  // Premium
  {
    plan: { slug: 'ultra-rare', name: 'Ультра', section: 'premium', volatility: 4, colors: ['#ffd166', '#d32ce6'], accent: '#fff3c4', pool: { rarities: ['immortal', 'arcana', 'ultra'], minPrice: 300, size: 14 }, label: { type: 'custom', name: 'Джекпот', color: '#ffd166' }, art: { shape: 'crystal', emblem: 'sun' } },
    cs: { name: 'Джекпот', pool: { rarities: ['ancient', 'ultra'], minPrice: 300, size: 14 } },
  },
  {
    plan: { slug: 'millionaire', name: 'Миллионер', section: 'premium', volatility: 3, colors: ['#d32ce6', '#4a0e55'], accent: '#ff9af5', pool: { rarities: ['legendary', 'immortal', 'arcana', 'ultra'], minPrice: 500, size: 14 }, opensLimit: 500, art: { shape: 'urn', emblem: 'mount' } },
    cs: { name: 'Глобал элит', pool: { rarities: ['legendary', 'ancient', 'ultra'], minPrice: 500, size: 14 } },
  },
  {
    plan: { slug: 'high-roller', name: 'Хайроллер', section: 'premium', volatility: 2, colors: ['#eb4b4b', '#d32ce6'], accent: '#ffd166', pool: { rarities: ['arcana', 'ultra', 'immortal'], minPrice: 1500, size: 12 }, art: { shape: 'crate', emblem: 'weapon' } },
    cs: { pool: { rarities: ['ultra'], minPrice: 15000, size: 12 } },
  },
];

const LAST: SharedPlan[] = [
  {
    plan: { slug: 'coming-soon', name: 'Скоро', section: 'premium', volatility: 3, colors: ['#2b2b4b', '#6d5bff'], accent: '#b0a6ff', pool: { rarities: ['arcana'], size: 8 }, locked: true, art: { shape: 'chest', emblem: 'lock' } },
    cs: { pool: { rarities: ['ultra'], size: 8 } },
  },
  // Level cases
  { plan: { slug: 'level-10', name: 'Уровень 10', section: 'levels', volatility: 2, colors: ['#3dd68c', '#1e4b3a'], accent: '#ade55c', pool: { rarities: ['rare', 'mythical', 'legendary'], size: 12 }, level: 10, art: { shape: 'shield', emblem: 'text:10' } } },
  {
    plan: { slug: 'level-25', name: 'Уровень 25', section: 'levels', volatility: 3, colors: ['#4b69ff', '#3dd68c'], accent: '#ade55c', pool: { rarities: ['mythical', 'legendary', 'immortal'], size: 12 }, level: 25, art: { shape: 'orb', emblem: 'text:25' } },
    cs: { pool: { rarities: ['mythical', 'legendary', 'ancient'], size: 12 } },
  },
  {
    plan: { slug: 'level-50', name: 'Уровень 50', section: 'levels', volatility: 4, colors: ['#ffd166', '#3dd68c'], accent: '#ffffff', pool: { rarities: ['legendary', 'immortal', 'arcana'], size: 12 }, level: 50, art: { shape: 'crystal', emblem: 'text:50' } },
    cs: { pool: { rarities: ['legendary', 'ancient', 'ultra'], size: 12 } },
  },
  // Coin cases: level gates 1, 15, 30, 40
  { plan: { slug: 'coin-1', name: 'Монетный I', section: 'coins', currency: 'TASTY_COIN', volatility: 1, colors: ['#f5a524', '#6b4b1e'], accent: '#ffd166', pool: { maxPrice: 60, size: 10 }, level: 1, art: { shape: 'coffer', emblem: 'text:I' } } },
  { plan: { slug: 'coin-2', name: 'Монетный II', section: 'coins', currency: 'TASTY_COIN', volatility: 2, colors: ['#f5a524', '#8847ff'], accent: '#ffd166', pool: { minPrice: 10, maxPrice: 250, size: 10 }, level: 15, art: { shape: 'chest', emblem: 'text:II' } } },
  { plan: { slug: 'coin-3', name: 'Монетный III', section: 'coins', currency: 'TASTY_COIN', volatility: 3, colors: ['#f5a524', '#d32ce6'], accent: '#ffd166', pool: { minPrice: 30, maxPrice: 900, size: 10 }, level: 30, art: { shape: 'urn', emblem: 'text:III' } } },
  { plan: { slug: 'coin-4', name: 'Монетный IV', section: 'coins', currency: 'TASTY_COIN', volatility: 4, colors: ['#f5a524', '#ade55c'], accent: '#ffd166', pool: { minPrice: 60, maxPrice: 4000, size: 12 }, level: 40, art: { shape: 'crate', emblem: 'text:IV' } } },
  // Event
  {
    plan: { slug: 'autumn-leaves', name: 'Осенние листья', section: 'event', volatility: 2, colors: ['#f03573', '#ff9a5c'], accent: '#ffd166', pool: { maxPrice: 700, size: 14 }, days: 30, tastyCoins: [1, 5], label: { type: 'new', name: 'Ивент' }, art: { shape: 'tome', emblem: 'leaf' } },
    cs: { name: 'Осенний мейджор' },
  },
  {
    plan: { slug: 'harvest', name: 'Урожай', section: 'event', volatility: 3, colors: ['#ff9a5c', '#8b1e1e'], accent: '#ffd166', pool: { rarities: ['mythical', 'legendary', 'immortal'], size: 12 }, days: 30, tastyCoins: [3, 12], art: { shape: 'coffer', emblem: 'flame' } },
    cs: { name: 'Плей-офф', pool: { rarities: ['mythical', 'legendary', 'ancient'], size: 12 } },
  },
  {
    plan: { slug: 'free-leaf', name: 'Бесплатный лист', section: 'event', volatility: 1, colors: ['#3dd68c', '#f03573'], accent: '#ffffff', pool: { maxPrice: 30, size: 8 }, everyNOpenFree: 2, label: { type: 'free', name: 'Бесплатно', freeOpens: 1 }, art: { shape: 'crystal', emblem: 'back' } },
    cs: { name: 'Бесплатный дроп' },
  },
  // Offers
  { plan: { slug: 'weekend-offer', name: 'Выходные', section: 'offers', volatility: 2, colors: ['#eb4b4b', '#ff9a5c'], accent: '#ffd166', pool: { minPrice: 40, maxPrice: 1200, size: 12 }, isOffer: true, oldPriceFactor: 1.5, label: { type: 'exclusive', name: '−33%' }, art: { shape: 'orb', emblem: 'taunt' } } },
  { plan: { slug: 'night-offer', name: 'Ночной', section: 'offers', volatility: 3, colors: ['#16215e', '#8847ff'], accent: '#b0a6ff', pool: { minPrice: 20, maxPrice: 3000, size: 12 }, isOffer: true, oldPriceFactor: 1.25, available: false, art: { shape: 'tome', emblem: 'persona' } } },
];

/** What only one game's site has: its own sections after the popular ones, and premium cases before the locked one. */
export interface GameCases {
  own: CasePlan[];
  premium: CasePlan[];
}

/**
 * A game's case plans, in the order they are seeded (ids and sort follow it): the popular cases, the
 * game's own sections, budget and premium, then the locked, level, coin, event and offer cases.
 */
export function buildCasePlans(game: Game, cases: GameCases): CasePlan[] {
  const forGame = (list: SharedPlan[]) => list.map(({ plan, cs }) => (game === 'cs' && cs ? { ...plan, ...cs } : plan));
  return [...forGame(POPULAR), ...cases.own, ...forGame(BUDGET_AND_PREMIUM), ...cases.premium, ...forGame(LAST)];
}
