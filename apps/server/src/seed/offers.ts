import { eq } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { Db } from '../platform/db/index.js';
import { offers } from '../platform/db/schema/index.js';
import { insertOffers, type NewOffer } from '../modules/offers/offer-store.js';

type OfferSeed = Omit<NewOffer, 'game'>;

/** The demo offers: three secret-shop packages and the two personal offers the triggers show. */
const OFFER_SEEDS: OfferSeed[] = [
  {
    slug: 'starter-pack',
    kind: 'shop',
    name: 'Набор новичка',
    title: 'Набор новичка',
    description: 'Два открытия «Вкусного старта» и 50 монет — лучший способ начать.',
    image: '/static/cases/tasty-start.svg',
    price: 9_900,
    oldPrice: 19_900,
    bonusCoins: 5_000,
    cases: [{ slug: 'tasty-start', opens: 2 }],
    labelName: 'Выгодно',
    labelColor: '#3dd68c',
    sort: 0,
  },
  {
    slug: 'weekend-pack',
    kind: 'shop',
    name: 'Набор выходного дня',
    title: 'Набор выходного дня',
    description: 'Три открытия кейса «Выходные» и бонус 50 ₽ на баланс.',
    image: '/static/cases/weekend-offer.svg',
    price: 49_900,
    oldPrice: 69_900,
    bonusMoney: 5_000,
    cases: [{ slug: 'weekend-offer', opens: 3 }],
    labelName: 'Хит',
    labelColor: '#ff7a1a',
    sort: 1,
  },
  {
    slug: 'night-pack',
    kind: 'shop',
    name: 'Ночной набор',
    title: 'Ночной набор',
    description: 'Два открытия «Ночного» кейса и 150 монет.',
    image: '/static/cases/night-offer.svg',
    price: 99_900,
    oldPrice: 129_900,
    bonusCoins: 15_000,
    cases: [{ slug: 'night-offer', opens: 2 }],
    sort: 2,
  },
  {
    slug: 'welcome-offer',
    kind: 'personal',
    triggerType: 'welcome',
    name: 'Приветственное предложение',
    title: 'Добро пожаловать в TastyDrop!',
    description: 'Только для новых игроков: открытие «Вкусного старта», 100 монет и 20 ₽ на баланс за полцены.',
    image: '/static/cases/tasty-start.svg',
    price: 14_900,
    oldPrice: 29_900,
    bonusCoins: 10_000,
    bonusMoney: 2_000,
    cases: [{ slug: 'tasty-start', opens: 1 }],
    labelName: 'Новичкам',
    labelColor: '#f03573',
    lifetimeHours: 72,
  },
  {
    slug: 'daily-case-now',
    kind: 'personal',
    triggerType: 'dailycasepay',
    name: 'Ежедневный кейс без ожидания',
    title: 'Не хотите ждать?',
    description: 'Откройте свой ежедневный кейс ещё раз прямо сейчас.',
    image: '/static/cases/daily-1.svg',
    price: 2_900,
    cases: [],
    lifetimeHours: 24,
  },
];

/** Loads the demo offers once per game. */
export async function seedOffers(db: Db, game: Game): Promise<void> {
  const [existing] = await db.select({ id: offers.id }).from(offers).where(eq(offers.game, game)).limit(1);
  if (existing) return;
  await insertOffers(db, OFFER_SEEDS.map((o) => ({ ...o, game })));
}
