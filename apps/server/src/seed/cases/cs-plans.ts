import { csWeaponCases, russianCaseName } from '../catalog/cs-items.js';
import { buildCasePlans } from './build-case-plans.js';
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

/** The CS site's cases: the shared ones with CS names and contents, the game's weapon cases and its own sections. */
export const CS_CASE_PLANS: CasePlan[] = buildCasePlans('cs', {
  own: [
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
  ],
  premium: [
    { slug: 'golden', name: 'Золотой', section: 'premium', volatility: 4, colors: ['#ffd166', '#b28a33'], accent: '#fff3c4', pool: { rarities: ['legendary', 'ancient', 'ultra'], minPrice: 50, size: 14 }, art: { shape: 'coffer', emblem: 'coin' } },
  ],
});
