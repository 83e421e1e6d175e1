import type { CasePlan } from './types.js';

const HEROES: [slug: string, hero: string, colors: [string, string], shape: string][] = [
  ['axe', 'Axe', ['#8b1e1e', '#eb4b4b'], 'chest'],
  ['rubick', 'Rubick', ['#1e6b3a', '#3dd68c'], 'orb'],
  ['faceless-void', 'Faceless Void', ['#3b1e6b', '#8847ff'], 'crate'],
  ['bounty-hunter', 'Bounty Hunter', ['#6b4b1e', '#f5a524'], 'urn'],
  ['dragon-knight', 'Dragon Knight', ['#6b1e1e', '#ff7a45'], 'shield'],
  ['invoker', 'Invoker', ['#1e3b6b', '#f5a524'], 'tome'],
  ['spirit-breaker', 'Spirit Breaker', ['#1e4b6b', '#5e98d9'], 'crystal'],
  ['pudge', 'Pudge', ['#3b5e1e', '#ade55c'], 'coffer'],
];

/** The demo catalog's cases: every label type, volatility 1-4 and every special kind of case. */
export const CASE_PLANS: CasePlan[] = [
  // Popular
  { slug: 'tasty-start', name: 'Вкусный старт', section: 'popular', volatility: 2, colors: ['#ff7a45', '#ffd166'], accent: '#ffd166', pool: { maxPrice: 400, size: 14 }, label: { type: 'bestseller', name: 'Хит' }, isLanding: true, art: { shape: 'chest', emblem: 'star' } },
  { slug: 'all-in', name: 'Ва-банк', section: 'popular', volatility: 4, colors: ['#eb4b4b', '#8b1e1e'], accent: '#ff5f5f', pool: { minPrice: 5, maxPrice: 6000, size: 18 }, art: { shape: 'crate', emblem: 'skull' } },
  { slug: 'fifty-fifty', name: '50 на 50', section: 'popular', volatility: 3, colors: ['#4b69ff', '#eb4b4b'], accent: '#ffffff', pool: { minPrice: 20, maxPrice: 900, size: 10 }, label: { type: 'fifty_fifty', name: '50/50' }, art: { shape: 'orb', emblem: 'dice' } },
  { slug: 'cashback', name: 'Кешбэк', section: 'popular', volatility: 1, colors: ['#3dd68c', '#1e6b3a'], accent: '#ade55c', pool: { minPrice: 10, maxPrice: 300, size: 12 }, label: { type: 'cashback', name: 'Кешбэк 5%' }, art: { shape: 'coffer', emblem: 'percent' } },
  { slug: 'clutch', name: 'Клатч', section: 'popular', volatility: 3, colors: ['#8847ff', '#d32ce6'], accent: '#ff9af5', pool: { minPrice: 30, maxPrice: 2500, size: 14 }, art: { shape: 'shield', emblem: 'swords' } },
  { slug: 'every-fifth', name: 'Каждый пятый', section: 'popular', volatility: 2, colors: ['#5e98d9', '#4b69ff'], accent: '#b0c3d9', pool: { maxPrice: 250, size: 12 }, everyNOpenFree: 5, art: { shape: 'tome', emblem: 'text:5' } },
  { slug: 'update-727', name: 'Обновление 7.37', section: 'popular', volatility: 2, colors: ['#1e4b6b', '#3dd68c'], accent: '#ade55c', pool: { rarities: ['mythical', 'legendary', 'immortal'], maxPrice: 1500, size: 14 }, label: { type: 'update', name: 'Обновлён' }, art: { shape: 'crystal', emblem: 'arrow' } },
  // Arcana
  { slug: 'arcana-hunt', name: 'Охота за арканой', section: 'arcana', volatility: 4, colors: ['#ade55c', '#1e6b3a'], accent: '#ade55c', pool: { rarities: ['rare', 'mythical', 'legendary', 'arcana'], minPrice: 20, size: 16 }, label: { type: 'exclusive', name: 'Эксклюзив' }, art: { shape: 'urn', emblem: 'eye' } },
  { slug: 'arcana-only', name: 'Только арканы', section: 'arcana', volatility: 1, colors: ['#3dd68c', '#0e4a3a'], accent: '#ade55c', pool: { rarities: ['arcana'], size: 12 }, art: { shape: 'orb', emblem: 'misc' } },
  { slug: 'arcana-light', name: 'Аркана лайт', section: 'arcana', volatility: 3, colors: ['#6bd68c', '#1e3b2a'], accent: '#ade55c', pool: { rarities: ['mythical', 'legendary', 'immortal', 'arcana'], minPrice: 60, size: 14 }, art: { shape: 'crystal', emblem: 'moon' } },
  { slug: 'exalted', name: 'Возвышенный', section: 'arcana', volatility: 2, colors: ['#ade55c', '#b28a33'], accent: '#ffd166', pool: { rarities: ['immortal', 'arcana'], minPrice: 800, size: 12 }, oldPriceFactor: 1.2, art: { shape: 'shield', emblem: 'crown' } },
  { slug: 'multicast', name: 'Мультикаст', section: 'arcana', volatility: 3, colors: ['#4b69ff', '#ade55c'], accent: '#ffffff', pool: { rarities: ['rare', 'mythical', 'legendary', 'arcana'], minPrice: 15, size: 14 }, multicastRange: [2, 4], art: { shape: 'tome', emblem: 'bolt' } },
  // Immortal
  { slug: 'immortal-treasure', name: 'Бессмертная сокровищница', section: 'immortal', volatility: 2, colors: ['#b28a33', '#5e3a06'], accent: '#ffd166', pool: { rarities: ['immortal'], size: 14 }, label: { type: 'new', name: 'Новинка' }, art: { shape: 'chest', emblem: 'effigy' } },
  { slug: 'golden', name: 'Золотой', section: 'immortal', volatility: 4, colors: ['#ffd166', '#b28a33'], accent: '#fff3c4', pool: { rarities: ['mythical', 'legendary', 'immortal', 'ultra'], minPrice: 50, size: 14 }, art: { shape: 'coffer', emblem: 'coin' } },
  { slug: 'immortal-triple', name: 'Тройной бессмертный', section: 'immortal', volatility: 2, colors: ['#b28a33', '#8847ff'], accent: '#ffd166', pool: { rarities: ['immortal', 'legendary'], maxPrice: 1500, size: 12 }, multifixNumber: 3, art: { shape: 'urn', emblem: 'text:×3' } },
  { slug: 'ancient-vault', name: 'Древнее хранилище', section: 'immortal', volatility: 3, colors: ['#eb4b4b', '#4d0f14'], accent: '#ff9a5c', pool: { rarities: ['legendary', 'ancient', 'immortal'], size: 14 }, art: { shape: 'crate', emblem: 'head' } },
  { slug: 'immortal-lite', name: 'Бессмертный лайт', section: 'immortal', volatility: 1, colors: ['#b28a33', '#2b1b6e'], accent: '#ffd166', pool: { rarities: ['mythical', 'immortal'], maxPrice: 500, size: 12 }, art: { shape: 'crystal', emblem: 'wing' } },
  // Heroes
  ...HEROES.map(([slug, hero, colors, shape], i): CasePlan => ({
    slug: `hero-${slug}`,
    name: `Кейс ${hero}`,
    section: 'heroes',
    volatility: ((i % 4) + 1) as CasePlan['volatility'],
    colors,
    accent: colors[1],
    pool: { heroes: [hero], size: 12 },
    art: { shape, emblem: `hero:${hero}` },
  })),
  // Budget
  { slug: 'pocket-money', name: 'Карманные', section: 'budget', volatility: 1, colors: ['#5e98d9', '#16215e'], accent: '#b0c3d9', pool: { rarities: ['common', 'uncommon', 'rare'], maxPrice: 40, size: 12 }, art: { shape: 'coffer', emblem: 'text:₽' } },
  { slug: 'lucky-coin', name: 'Счастливая монетка', section: 'budget', volatility: 3, colors: ['#f5a524', '#5e3a06'], accent: '#ffd166', pool: { maxPrice: 150, size: 14 }, art: { shape: 'orb', emblem: 'leaves' } },
  { slug: 'newbie', name: 'Новичок', section: 'budget', volatility: 2, colors: ['#b0c3d9', '#4b69ff'], accent: '#ffffff', pool: { rarities: ['common', 'uncommon', 'rare', 'mythical'], maxPrice: 80, size: 12 }, opensLimit: 5000, art: { shape: 'chest', emblem: 'courier' } },
  { slug: 'student', name: 'Студенческий', section: 'budget', volatility: 2, colors: ['#3dd68c', '#16215e'], accent: '#ade55c', pool: { rarities: ['uncommon', 'rare', 'mythical'], maxPrice: 120, size: 12 }, everyNOpenFree: 10, art: { shape: 'tome', emblem: 'ward' } },
  { slug: 'old-times', name: 'Старые времена', section: 'budget', volatility: 2, colors: ['#6b6b6b', '#2b2b2b'], accent: '#b0c3d9', pool: { maxPrice: 60, size: 10 }, available: false, art: { shape: 'urn', emblem: 'hourglass' } },
  // Premium
  { slug: 'ultra-rare', name: 'Ультра', section: 'premium', volatility: 4, colors: ['#ffd166', '#d32ce6'], accent: '#fff3c4', pool: { rarities: ['immortal', 'arcana', 'ultra'], minPrice: 300, size: 14 }, label: { type: 'custom', name: 'Джекпот', color: '#ffd166' }, art: { shape: 'crystal', emblem: 'sun' } },
  { slug: 'millionaire', name: 'Миллионер', section: 'premium', volatility: 3, colors: ['#d32ce6', '#4a0e55'], accent: '#ff9af5', pool: { rarities: ['legendary', 'immortal', 'arcana', 'ultra'], minPrice: 500, size: 14 }, opensLimit: 500, art: { shape: 'urn', emblem: 'mount' } },
  { slug: 'high-roller', name: 'Хайроллер', section: 'premium', volatility: 2, colors: ['#eb4b4b', '#d32ce6'], accent: '#ffd166', pool: { rarities: ['arcana', 'ultra', 'immortal'], minPrice: 1500, size: 12 }, art: { shape: 'crate', emblem: 'weapon' } },
  { slug: 'coming-soon', name: 'Скоро', section: 'premium', volatility: 3, colors: ['#2b2b4b', '#6d5bff'], accent: '#b0a6ff', pool: { rarities: ['arcana'], size: 8 }, locked: true, art: { shape: 'chest', emblem: 'lock' } },
  // Level cases
  { slug: 'level-10', name: 'Уровень 10', section: 'levels', volatility: 2, colors: ['#3dd68c', '#1e4b3a'], accent: '#ade55c', pool: { rarities: ['rare', 'mythical', 'legendary'], size: 12 }, level: 10, art: { shape: 'shield', emblem: 'text:10' } },
  { slug: 'level-25', name: 'Уровень 25', section: 'levels', volatility: 3, colors: ['#4b69ff', '#3dd68c'], accent: '#ade55c', pool: { rarities: ['mythical', 'legendary', 'immortal'], size: 12 }, level: 25, art: { shape: 'orb', emblem: 'text:25' } },
  { slug: 'level-50', name: 'Уровень 50', section: 'levels', volatility: 4, colors: ['#ffd166', '#3dd68c'], accent: '#ffffff', pool: { rarities: ['legendary', 'immortal', 'arcana'], size: 12 }, level: 50, art: { shape: 'crystal', emblem: 'text:50' } },
  // Coin cases: level gates 1, 15, 30, 40
  { slug: 'coin-1', name: 'Монетный I', section: 'coins', currency: 'TASTY_COIN', volatility: 1, colors: ['#f5a524', '#6b4b1e'], accent: '#ffd166', pool: { maxPrice: 60, size: 10 }, level: 1, art: { shape: 'coffer', emblem: 'text:I' } },
  { slug: 'coin-2', name: 'Монетный II', section: 'coins', currency: 'TASTY_COIN', volatility: 2, colors: ['#f5a524', '#8847ff'], accent: '#ffd166', pool: { minPrice: 10, maxPrice: 250, size: 10 }, level: 15, art: { shape: 'chest', emblem: 'text:II' } },
  { slug: 'coin-3', name: 'Монетный III', section: 'coins', currency: 'TASTY_COIN', volatility: 3, colors: ['#f5a524', '#d32ce6'], accent: '#ffd166', pool: { minPrice: 30, maxPrice: 900, size: 10 }, level: 30, art: { shape: 'urn', emblem: 'text:III' } },
  { slug: 'coin-4', name: 'Монетный IV', section: 'coins', currency: 'TASTY_COIN', volatility: 4, colors: ['#f5a524', '#ade55c'], accent: '#ffd166', pool: { minPrice: 60, maxPrice: 4000, size: 12 }, level: 40, art: { shape: 'crate', emblem: 'text:IV' } },
  // Event
  { slug: 'autumn-leaves', name: 'Осенние листья', section: 'event', volatility: 2, colors: ['#f03573', '#ff9a5c'], accent: '#ffd166', pool: { maxPrice: 700, size: 14 }, days: 30, tastyCoins: [1, 5], label: { type: 'new', name: 'Ивент' }, art: { shape: 'tome', emblem: 'leaf' } },
  { slug: 'harvest', name: 'Урожай', section: 'event', volatility: 3, colors: ['#ff9a5c', '#8b1e1e'], accent: '#ffd166', pool: { rarities: ['mythical', 'legendary', 'immortal'], size: 12 }, days: 30, tastyCoins: [3, 12], art: { shape: 'coffer', emblem: 'flame' } },
  { slug: 'free-leaf', name: 'Бесплатный лист', section: 'event', volatility: 1, colors: ['#3dd68c', '#f03573'], accent: '#ffffff', pool: { maxPrice: 30, size: 8 }, everyNOpenFree: 2, label: { type: 'free', name: 'Бесплатно', freeOpens: 1 }, art: { shape: 'crystal', emblem: 'back' } },
  // Offers
  { slug: 'weekend-offer', name: 'Выходные', section: 'offers', volatility: 2, colors: ['#eb4b4b', '#ff9a5c'], accent: '#ffd166', pool: { minPrice: 40, maxPrice: 1200, size: 12 }, isOffer: true, oldPriceFactor: 1.5, label: { type: 'exclusive', name: '−33%' }, art: { shape: 'orb', emblem: 'taunt' } },
  { slug: 'night-offer', name: 'Ночной', section: 'offers', volatility: 3, colors: ['#16215e', '#8847ff'], accent: '#b0a6ff', pool: { minPrice: 20, maxPrice: 3000, size: 12 }, isOffer: true, oldPriceFactor: 1.25, available: false, art: { shape: 'tome', emblem: 'persona' } },
];
