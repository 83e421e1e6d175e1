import type { SectionPlan } from './types.js';

function look(from: string, to: string, icon: string): SectionPlan['appearance'] {
  return {
    cardsBackground: `linear-gradient(180deg, ${from}33 0%, #14102b 100%)`,
    cardsCircle: from,
    cardsHover: `${to}55`,
    cardsShadow: `0 8px 32px ${from}44`,
    lineBreaks: 0,
    titleIcon: icon,
    gradient: [from, to],
    gradientText: ['#ffffff', to],
  };
}

/** The demo site's case sections, in display order. */
export const SECTIONS: SectionPlan[] = [
  { slug: 'popular', name: 'Популярные кейсы', appearance: look('#ff7a45', '#ffd166', 'fire') },
  { slug: 'arcana', name: 'Арканы', appearance: look('#ade55c', '#3dd68c', 'arcana') },
  { slug: 'immortal', name: 'Бессмертные', appearance: look('#b28a33', '#ffd166', 'crown') },
  { slug: 'heroes', name: 'Кейсы героев', appearance: look('#4b69ff', '#8847ff', 'sword') },
  { slug: 'budget', name: 'Недорогие', appearance: look('#5e98d9', '#b0c3d9', 'coin') },
  { slug: 'premium', name: 'Премиум', appearance: look('#d32ce6', '#ff5fa2', 'diamond') },
  { slug: 'levels', name: 'За уровень', showInBattles: false, appearance: look('#3dd68c', '#ade55c', 'level') },
  { slug: 'coins', name: 'Кейсы за монеты', showInBattles: false, appearance: look('#f5a524', '#ffd166', 'tasty-coin') },
  { slug: 'event', name: 'Осенний ивент', isEvent: true, showOnMain: true, appearance: look('#f03573', '#ff9a5c', 'event') },
  { slug: 'offers', name: 'Спецпредложения', showInBattles: false, appearance: look('#eb4b4b', '#ff9a5c', 'gift') },
];

/** The CS site's case sections, in display order. */
export const CS_SECTIONS: SectionPlan[] = [
  { slug: 'popular', name: 'Популярные кейсы', appearance: look('#ff7a45', '#ffd166', 'fire') },
  { slug: 'collections', name: 'Кейсы из игры', appearance: look('#eb4b4b', '#ff9a5c', 'crown') },
  { slug: 'rifles', name: 'Винтовки и снайперки', appearance: look('#4b69ff', '#8847ff', 'sword') },
  { slug: 'pistols', name: 'Пистолеты и ПП', appearance: look('#5e98d9', '#b0c3d9', 'sword') },
  { slug: 'knives', name: 'Ножи и перчатки', appearance: look('#ffd166', '#eb4b4b', 'diamond') },
  { slug: 'budget', name: 'Недорогие', appearance: look('#5e98d9', '#b0c3d9', 'coin') },
  { slug: 'premium', name: 'Премиум', appearance: look('#d32ce6', '#ff5fa2', 'diamond') },
  { slug: 'levels', name: 'За уровень', showInBattles: false, appearance: look('#3dd68c', '#ade55c', 'level') },
  { slug: 'coins', name: 'Кейсы за монеты', showInBattles: false, appearance: look('#f5a524', '#ffd166', 'tasty-coin') },
  { slug: 'event', name: 'Осенний ивент', isEvent: true, showOnMain: true, appearance: look('#f03573', '#ff9a5c', 'event') },
  { slug: 'offers', name: 'Спецпредложения', showInBattles: false, appearance: look('#eb4b4b', '#ff9a5c', 'gift') },
];
