import { buildCasePlans } from './build-case-plans.js';
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

/** The Dota site's cases: every label type, volatility 1-4 and every special kind of case. */
export const CASE_PLANS: CasePlan[] = buildCasePlans('dota', {
  own: [
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
  ],
  premium: [],
});
