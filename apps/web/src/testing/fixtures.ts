/** Wire fixtures for component tests, each built through its domain schema (a fixture the server could not send throws). */
import { InventoryItem, User } from '@tastydrop/domain';

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
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}
