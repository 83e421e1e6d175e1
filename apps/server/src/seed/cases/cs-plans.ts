import { csWeaponCases, russianCaseName } from '../catalog/cs-items.js';
import type { CasePlan } from './types.js';

const SHAPES = ['crate', 'chest', 'coffer', 'shield', 'crystal', 'urn', 'orb', 'tome'];
const COLLECTION_COLORS: [string, string][] = [
  ['#eb4b4b', '#4d0f14'], ['#4b69ff', '#16215e'], ['#8847ff', '#2b1b6e'], ['#d32ce6', '#4a0e55'],
  ['#f5a524', '#5e3a06'], ['#3dd68c', '#1e4b3a'], ['#5e98d9', '#1e3b6b'], ['#ff7a45', '#6b1e1e'],
];

/** One case per recent weapon case of the game, named as the game names it in Russian. */
function collectionCases(): CasePlan[] {
  return csWeaponCases()
    .slice(-8)
    .map((c, i): CasePlan => {
      const colors = COLLECTION_COLORS[i % COLLECTION_COLORS.length]!;
      return {
        slug: `cs-${c.collection!.replace(/_/g, '-')}`,
        name: russianCaseName(c.collection!) ?? c.collection!,
        section: 'collections',
        volatility: ((i % 4) + 1) as CasePlan['volatility'],
        colors,
        accent: colors[0],
        pool: { collections: [c.collection!], size: 14 },
        art: { shape: SHAPES[i % SHAPES.length]!, emblem: 'weapon' },
      };
    });
}

/**
 * The CS site's cases. The cases that other parts of the catalog refer to by slug (the event's cases, the
 * level rewards, offers and packs) keep the same slugs as on the Dota site, with CS names and contents.
 */
export const CS_CASE_PLANS: CasePlan[] = [
  // Popular
  { slug: 'tasty-start', name: 'Первый раунд', section: 'popular', volatility: 2, colors: ['#ff7a45', '#ffd166'], accent: '#ffd166', pool: { maxPrice: 400, size: 14 }, label: { type: 'bestseller', name: 'Хит' }, isLanding: true, art: { shape: 'crate', emblem: 'star' } },
  { slug: 'all-in', name: 'Ва-банк', section: 'popular', volatility: 4, colors: ['#eb4b4b', '#8b1e1e'], accent: '#ff5f5f', pool: { minPrice: 5, maxPrice: 9000, size: 18 }, art: { shape: 'crate', emblem: 'skull' } },
  { slug: 'fifty-fifty', name: '50 на 50', section: 'popular', volatility: 3, colors: ['#4b69ff', '#eb4b4b'], accent: '#ffffff', pool: { minPrice: 20, maxPrice: 900, size: 10 }, label: { type: 'fifty_fifty', name: '50/50' }, art: { shape: 'orb', emblem: 'dice' } },
  { slug: 'cashback', name: 'Эко-раунд', section: 'popular', volatility: 1, colors: ['#3dd68c', '#1e6b3a'], accent: '#ade55c', pool: { minPrice: 10, maxPrice: 300, size: 12 }, label: { type: 'cashback', name: 'Кешбэк 5%' }, art: { shape: 'coffer', emblem: 'percent' } },
  { slug: 'clutch', name: 'Клатч 1 в 5', section: 'popular', volatility: 3, colors: ['#8847ff', '#d32ce6'], accent: '#ff9af5', pool: { minPrice: 30, maxPrice: 2500, size: 14 }, art: { shape: 'shield', emblem: 'swords' } },
  { slug: 'every-fifth', name: 'Каждый пятый', section: 'popular', volatility: 2, colors: ['#5e98d9', '#4b69ff'], accent: '#b0c3d9', pool: { maxPrice: 250, size: 12 }, everyNOpenFree: 5, art: { shape: 'tome', emblem: 'text:5' } },
  { slug: 'update-727', name: 'Новое обновление', section: 'popular', volatility: 2, colors: ['#1e4b6b', '#3dd68c'], accent: '#ade55c', pool: { rarities: ['mythical', 'legendary', 'ancient'], maxPrice: 1500, size: 14 }, label: { type: 'update', name: 'Обновлён' }, art: { shape: 'crystal', emblem: 'arrow' } },
  // The game's own cases
  ...collectionCases(),
  // Rifles and snipers
  { slug: 'ak-47', name: 'Только AK-47', section: 'rifles', volatility: 3, colors: ['#b28a33', '#4d0f14'], accent: '#ffd166', pool: { heroes: ['AK-47'], size: 14 }, label: { type: 'exclusive', name: 'Эксклюзив' }, art: { shape: 'crate', emblem: 'weapon' } },
  { slug: 'awp', name: 'Снайпер AWP', section: 'rifles', volatility: 4, colors: ['#3dd68c', '#0e4a3a'], accent: '#ade55c', pool: { heroes: ['AWP'], size: 14 }, art: { shape: 'shield', emblem: 'eye' } },
  { slug: 'm4', name: 'Эмки M4', section: 'rifles', volatility: 2, colors: ['#4b69ff', '#16215e'], accent: '#5e98d9', pool: { heroes: ['M4A4', 'M4A1-S'], size: 14 }, art: { shape: 'chest', emblem: 'weapon' } },
  { slug: 'rifles', name: 'Винтовки', section: 'rifles', volatility: 1, colors: ['#8847ff', '#2b1b6e'], accent: '#b0a6ff', pool: { slots: ['rifle'], maxPrice: 2000, size: 14 }, art: { shape: 'coffer', emblem: 'weapon' } },
  { slug: 'multicast', name: 'Мультикаст', section: 'rifles', volatility: 3, colors: ['#4b69ff', '#ade55c'], accent: '#ffffff', pool: { slots: ['rifle', 'sniper'], minPrice: 15, size: 14 }, multicastRange: [2, 4], art: { shape: 'tome', emblem: 'bolt' } },
  // Pistols and SMGs
  { slug: 'deagle', name: 'Дигл', section: 'pistols', volatility: 3, colors: ['#eb4b4b', '#2b1b1b'], accent: '#ff9a5c', pool: { heroes: ['Desert Eagle'], size: 12 }, label: { type: 'new', name: 'Новинка' }, art: { shape: 'urn', emblem: 'weapon' } },
  { slug: 'pistols', name: 'Пистолетный раунд', section: 'pistols', volatility: 2, colors: ['#5e98d9', '#1e3b6b'], accent: '#b0c3d9', pool: { slots: ['pistol'], size: 14 }, multifixNumber: 3, art: { shape: 'orb', emblem: 'text:×3' } },
  { slug: 'smg', name: 'Пистолеты-пулемёты', section: 'pistols', volatility: 1, colors: ['#3dd68c', '#16215e'], accent: '#ade55c', pool: { slots: ['smg'], size: 14 }, art: { shape: 'crystal', emblem: 'weapon' } },
  { slug: 'heavy', name: 'Тяжёлое оружие', section: 'pistols', volatility: 2, colors: ['#6b6b6b', '#2b2b2b'], accent: '#b0c3d9', pool: { slots: ['heavy'], size: 12 }, art: { shape: 'crate', emblem: 'weapon' } },
  // Knives and gloves
  { slug: 'knife-hunt', name: 'Охота за ножом', section: 'knives', volatility: 4, colors: ['#ffd166', '#4d0f14'], accent: '#fff3c4', pool: { minPrice: 50, size: 16 }, label: { type: 'custom', name: 'Нож', color: '#ffd166' }, art: { shape: 'chest', emblem: 'weapon' } },
  { slug: 'knives-only', name: 'Только ножи', section: 'knives', volatility: 1, colors: ['#ffd166', '#b28a33'], accent: '#fff3c4', pool: { slots: ['knife'], size: 12 }, art: { shape: 'shield', emblem: 'crown' } },
  { slug: 'karambit', name: 'Керамбит', section: 'knives', volatility: 3, colors: ['#d32ce6', '#4a0e55'], accent: '#ff9af5', pool: { heroes: ['Karambit', 'Butterfly Knife', 'M9 Bayonet', 'Bayonet'], size: 12 }, oldPriceFactor: 1.2, art: { shape: 'crystal', emblem: 'moon' } },
  { slug: 'gloves', name: 'Перчатки', section: 'knives', volatility: 2, colors: ['#b28a33', '#3b2a1e'], accent: '#ffd166', pool: { slots: ['glove'], size: 12 }, art: { shape: 'coffer', emblem: 'wing' } },
  { slug: 'covert', name: 'Тайное', section: 'knives', volatility: 3, colors: ['#eb4b4b', '#4d0f14'], accent: '#ff9a5c', pool: { rarities: ['ancient', 'ultra'], maxPrice: 20000, size: 14 }, art: { shape: 'urn', emblem: 'head' } },
  // Budget
  { slug: 'pocket-money', name: 'Карманные', section: 'budget', volatility: 1, colors: ['#5e98d9', '#16215e'], accent: '#b0c3d9', pool: { rarities: ['common', 'uncommon', 'rare'], maxPrice: 40, size: 12 }, art: { shape: 'coffer', emblem: 'text:₽' } },
  { slug: 'lucky-coin', name: 'Счастливая гильза', section: 'budget', volatility: 3, colors: ['#f5a524', '#5e3a06'], accent: '#ffd166', pool: { maxPrice: 150, size: 14 }, art: { shape: 'orb', emblem: 'leaves' } },
  { slug: 'newbie', name: 'Сильвер', section: 'budget', volatility: 2, colors: ['#b0c3d9', '#4b69ff'], accent: '#ffffff', pool: { rarities: ['common', 'uncommon', 'rare', 'mythical'], maxPrice: 80, size: 12 }, opensLimit: 5000, art: { shape: 'chest', emblem: 'courier' } },
  { slug: 'student', name: 'Студенческий', section: 'budget', volatility: 2, colors: ['#3dd68c', '#16215e'], accent: '#ade55c', pool: { rarities: ['uncommon', 'rare', 'mythical'], maxPrice: 120, size: 12 }, everyNOpenFree: 10, art: { shape: 'tome', emblem: 'ward' } },
  { slug: 'old-times', name: 'Dust II', section: 'budget', volatility: 2, colors: ['#c9a66b', '#5e3a06'], accent: '#ffd166', pool: { maxPrice: 60, size: 10 }, available: false, art: { shape: 'urn', emblem: 'hourglass' } },
  // Premium
  { slug: 'ultra-rare', name: 'Джекпот', section: 'premium', volatility: 4, colors: ['#ffd166', '#d32ce6'], accent: '#fff3c4', pool: { rarities: ['ancient', 'ultra'], minPrice: 300, size: 14 }, label: { type: 'custom', name: 'Джекпот', color: '#ffd166' }, art: { shape: 'crystal', emblem: 'sun' } },
  { slug: 'millionaire', name: 'Глобал элит', section: 'premium', volatility: 3, colors: ['#d32ce6', '#4a0e55'], accent: '#ff9af5', pool: { rarities: ['legendary', 'ancient', 'ultra'], minPrice: 500, size: 14 }, opensLimit: 500, art: { shape: 'urn', emblem: 'mount' } },
  { slug: 'high-roller', name: 'Хайроллер', section: 'premium', volatility: 2, colors: ['#eb4b4b', '#d32ce6'], accent: '#ffd166', pool: { rarities: ['ultra'], minPrice: 15000, size: 12 }, art: { shape: 'crate', emblem: 'weapon' } },
  { slug: 'golden', name: 'Золотой', section: 'premium', volatility: 4, colors: ['#ffd166', '#b28a33'], accent: '#fff3c4', pool: { rarities: ['legendary', 'ancient', 'ultra'], minPrice: 50, size: 14 }, art: { shape: 'coffer', emblem: 'coin' } },
  { slug: 'coming-soon', name: 'Скоро', section: 'premium', volatility: 3, colors: ['#2b2b4b', '#6d5bff'], accent: '#b0a6ff', pool: { rarities: ['ultra'], size: 8 }, locked: true, art: { shape: 'chest', emblem: 'lock' } },
  // Level cases
  { slug: 'level-10', name: 'Уровень 10', section: 'levels', volatility: 2, colors: ['#3dd68c', '#1e4b3a'], accent: '#ade55c', pool: { rarities: ['rare', 'mythical', 'legendary'], size: 12 }, level: 10, art: { shape: 'shield', emblem: 'text:10' } },
  { slug: 'level-25', name: 'Уровень 25', section: 'levels', volatility: 3, colors: ['#4b69ff', '#3dd68c'], accent: '#ade55c', pool: { rarities: ['mythical', 'legendary', 'ancient'], size: 12 }, level: 25, art: { shape: 'orb', emblem: 'text:25' } },
  { slug: 'level-50', name: 'Уровень 50', section: 'levels', volatility: 4, colors: ['#ffd166', '#3dd68c'], accent: '#ffffff', pool: { rarities: ['legendary', 'ancient', 'ultra'], size: 12 }, level: 50, art: { shape: 'crystal', emblem: 'text:50' } },
  // Coin cases: level gates 1, 15, 30, 40
  { slug: 'coin-1', name: 'Монетный I', section: 'coins', currency: 'TASTY_COIN', volatility: 1, colors: ['#f5a524', '#6b4b1e'], accent: '#ffd166', pool: { maxPrice: 60, size: 10 }, level: 1, art: { shape: 'coffer', emblem: 'text:I' } },
  { slug: 'coin-2', name: 'Монетный II', section: 'coins', currency: 'TASTY_COIN', volatility: 2, colors: ['#f5a524', '#8847ff'], accent: '#ffd166', pool: { minPrice: 10, maxPrice: 250, size: 10 }, level: 15, art: { shape: 'chest', emblem: 'text:II' } },
  { slug: 'coin-3', name: 'Монетный III', section: 'coins', currency: 'TASTY_COIN', volatility: 3, colors: ['#f5a524', '#d32ce6'], accent: '#ffd166', pool: { minPrice: 30, maxPrice: 900, size: 10 }, level: 30, art: { shape: 'urn', emblem: 'text:III' } },
  { slug: 'coin-4', name: 'Монетный IV', section: 'coins', currency: 'TASTY_COIN', volatility: 4, colors: ['#f5a524', '#ade55c'], accent: '#ffd166', pool: { minPrice: 60, maxPrice: 4000, size: 12 }, level: 40, art: { shape: 'crate', emblem: 'text:IV' } },
  // Event
  { slug: 'autumn-leaves', name: 'Осенний мейджор', section: 'event', volatility: 2, colors: ['#f03573', '#ff9a5c'], accent: '#ffd166', pool: { maxPrice: 700, size: 14 }, days: 30, tastyCoins: [1, 5], label: { type: 'new', name: 'Ивент' }, art: { shape: 'tome', emblem: 'leaf' } },
  { slug: 'harvest', name: 'Плей-офф', section: 'event', volatility: 3, colors: ['#ff9a5c', '#8b1e1e'], accent: '#ffd166', pool: { rarities: ['mythical', 'legendary', 'ancient'], size: 12 }, days: 30, tastyCoins: [3, 12], art: { shape: 'coffer', emblem: 'flame' } },
  { slug: 'free-leaf', name: 'Бесплатный дроп', section: 'event', volatility: 1, colors: ['#3dd68c', '#f03573'], accent: '#ffffff', pool: { maxPrice: 30, size: 8 }, everyNOpenFree: 2, label: { type: 'free', name: 'Бесплатно', freeOpens: 1 }, art: { shape: 'crystal', emblem: 'back' } },
  // Offers
  { slug: 'weekend-offer', name: 'Выходные', section: 'offers', volatility: 2, colors: ['#eb4b4b', '#ff9a5c'], accent: '#ffd166', pool: { minPrice: 40, maxPrice: 1200, size: 12 }, isOffer: true, oldPriceFactor: 1.5, label: { type: 'exclusive', name: '−33%' }, art: { shape: 'orb', emblem: 'taunt' } },
  { slug: 'night-offer', name: 'Ночной', section: 'offers', volatility: 3, colors: ['#16215e', '#8847ff'], accent: '#b0a6ff', pool: { minPrice: 20, maxPrice: 3000, size: 12 }, isOffer: true, oldPriceFactor: 1.25, available: false, art: { shape: 'tome', emblem: 'persona' } },
];
