/** Wire fixtures for component tests, each built through its domain schema (a fixture the server could not send throws). */
import { CaseDetails, InventoryItem, PartnerStats, percentToShare, User } from '@tastydrop/domain';

export function userFixture(finance: Partial<User['finance']> = {}): User {
  return User.parse({
    userId: 7,
    nickname: 'Игрок',
    avatar: '/static/avatar.png',
    createdAt: '2026-01-01T00:00:00.000Z',
    admin: false,
    regType: 'quick',
    isFake: false,
    isBot: false,
    lang: 'ru',
    level: 3,
    finance: { balance: 100, currency: 'RUB', coinBalance: 0, totalAmountItems: 0, bonusBalance: 0, ...finance },
    personal: { firstName: null, lastName: null, email: null, city: null, country: null, ip: null },
    steam: { link: null, login: null },
    statistic: { cases: { opened: 0 }, finance: { spent: 0 } },
    promo: null,
  });
}

export function inventoryItemFixture(id: number, price: number, name = `Предмет ${id}`): InventoryItem {
  return InventoryItem.parse({
    id,
    itemId: 1000 + id,
    name,
    hero: 'Pudge',
    type: 1,
    status: 'progress',
    price,
    priceProfile: price,
    isSelected: false,
    packItems: false,
    image: '/static/item.png',
    rarity: 'mythical',
    source: 'Case',
    timerData: null,
    csInfo: null,
    float: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}

/** A case of the catalog, open to everyone, with the given price and drops. */
export function caseDetailsFixture(price: number, drops: { id: number; name: string; price: number; chance: number }[]): CaseDetails {
  return CaseDetails.parse({
    id: 11,
    name: 'dragon-case',
    title: 'Драконий кейс',
    sectionId: 1,
    available: true,
    priceData: { currency: 'GOLD', price, oldPrice: null },
    bonuses: [],
    statisticData: { opensLimit: null, opensRemaining: null, totalCount: null, openedCount: 0 },
    appearanceData: { image: '/static/case.png', colors: ['#111111'], accent: '#ff0000' },
    imageData: { image: '/static/case.png' },
    labelData: null,
    volatility: 2,
    isOffer: false,
    isLanding: false,
    multifixNumber: null,
    multicastData: null,
    everyNOpenFree: null,
    tastyCoins: { min: 0, max: 0 },
    level: 0,
    locked: false,
    counterType: null,
    counterStart: null,
    counterEnd: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    drops: drops.map((d, i) => ({ ...d, hero: 'Pudge', slot: 'weapon', rarity: 'rare', image: '/static/item.png', weight: 1, ticketFrom: i * 10 + 1, ticketTo: i * 10 + 10, floatRange: null, pack: false })),
    expectedValue: drops.reduce((sum, d) => sum + percentToShare(d.price * d.chance), 0),
    rtp: 90,
    userOpened: 0,
    nextFreeIn: null,
  });
}

/** The player's referral programme page (GET /v1/partners/me): no code, bound to no one, unless told otherwise. */
export function partnerStatsFixture(over: Partial<PartnerStats> = {}): PartnerStats {
  return PartnerStats.parse({
    code: null,
    referred: 0,
    active: 0,
    ratePercent: 5,
    earned: 0,
    claimable: 0,
    held: 0,
    minClaim: 100,
    holdHours: 72,
    canBind: true,
    boundTo: null,
    players: [],
    firstDepositBonus: null,
    days: [],
    ...over,
  });
}
