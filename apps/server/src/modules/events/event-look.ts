import type { EventLook } from '../../platform/db/schema/index.js';

/**
 * The site's event look without texts, pictures of cases, tabs or banners: its palette, icons and section
 * titles. The seeded event wears it, and a first event made in the console starts from it.
 */
export const BASE_EVENT_LOOK: EventLook = {
  textTitle: '',
  eventTitle: '',
  eventSubtitle: '',
  eventFullName: '',
  casesSectionTitles: { newCases: 'Новые кейсы', coinCases: 'Кейсы за монеты' },
  gradient: ['#f03573', '#ff9a5c'],
  gradientHovered: ['#ff4d86', '#ffb07a'],
  challengeCardGradient: ['#f03573', '#6d5bff'],
  eventButtonGradient: { color: ['#f03573', '#ff9a5c'], hover: ['#ff4d86', '#ffb07a'] },
  coinsColor: '#F03573',
  coinsIcon: '/static/event/coin.svg',
  imageBackground: '/static/event/autumn.svg',
  imageLogo: '/static/event/autumn.svg',
  imageOverview: '/static/event/autumn.svg',
  getCases: '/event/new-cases',
  getCasesImages: [],
  activeTabs: [],
  popup: { images: [], gradient: ['#f03573', '#ff9a5c'], popupShadowGradient: ['#f0357355', '#00000000'] },
  banners: [],
};
