import type { Game } from '@tastydrop/domain';
import type { Db } from '../platform/db/index.js';
import { paymentCountries, type DirectionField, type StoredFlexOffer } from '../platform/db/schema/index.js';
import { insertBonusLevels } from '../modules/payments/bonus-level-store.js';
import { addPaymentCountry } from '../modules/payments/payment-methods-store.js';
import { methodArtUrl } from '../modules/payments/method-art.js';
import { insertPromoCodes, insertPromoCodeUnlessTaken } from '../modules/payments/promo/promo-store.js';

/** Kopecks (or minor units of the country's currency) from whole units. */
const u = (whole: number) => whole * 100;
const DAY_MS = 86_400_000;

const EMAIL: DirectionField = { name: 'email', label: 'E-mail для чека', defaultValue: null, options: null, required: true };
const PHONE: DirectionField = { name: 'phone', label: 'Номер телефона', defaultValue: null, options: null, required: true };
const FIRST_NAME: DirectionField = { name: 'first_name', label: 'Имя', defaultValue: null, options: null, required: true };
const LAST_NAME: DirectionField = { name: 'last_name', label: 'Фамилия', defaultValue: null, options: null, required: true };
const DOC_TYPE: DirectionField = {
  name: 'doc_type',
  label: 'Документ',
  defaultValue: 'iin',
  options: [
    { value: 'iin', label: 'ИИН' },
    { value: 'passport', label: 'Паспорт' },
  ],
  required: true,
};
const DOC_NUMBER: DirectionField = { name: 'doc_number', label: 'Номер документа', defaultValue: null, options: null, required: true };

const TYPE_NAMES = { 1: 'common', 2: 'skin', 3: 'ecom', 4: 'giftcard' } as const;

interface MethodSeed {
  name: string;
  system: string;
  type: 1 | 2 | 3 | 4;
  min: number;
  max?: number;
  bonus?: number;
  fields?: DirectionField[];
  /** YooKassa's method type; only RUB methods with one go through YooKassa. */
  providerMethod?: 'bank_card' | 'sbp' | 'yoo_money';
  mobileSort?: number;
}

interface CountrySeed {
  iso: string;
  name: string;
  currency: [code: string, symbol: string, rubPerUnit: number];
  preliminary: number;
  desktop: number[];
  mobile: number[];
  methods: MethodSeed[];
}

const CRYPTO: MethodSeed = { name: 'USDT (TRC-20)', system: 'crypto', type: 3, min: 500, bonus: 5, fields: [EMAIL] };
/** Paying with skins: the method names the site's own game. */
const SKINS: MethodSeed = { name: 'Скины', system: 'skins', type: 2, min: 10, bonus: 10 };
const SKINS_NAME: Record<Game, string> = { dota: 'Скины Dota 2', cs: 'Скины CS2' };

/** Demo countries: RU first, neighbours, and '00' for everyone else (shown last as "custom"). */
const COUNTRIES: CountrySeed[] = [
  {
    iso: 'RU',
    name: 'Россия',
    currency: ['RUB', '₽', 1],
    preliminary: 500,
    desktop: [100, 300, 500, 1000, 2500, 5000],
    mobile: [300, 500, 1000, 2500],
    methods: [
      { name: 'Банковская карта', system: 'card', type: 1, min: 100, max: 100_000, providerMethod: 'bank_card', fields: [EMAIL] },
      { name: 'СБП', system: 'sbp', type: 1, min: 100, max: 300_000, bonus: 3, providerMethod: 'sbp', fields: [PHONE], mobileSort: -1 },
      { name: 'Банковская карта (tastydrop.biz)', system: 'card-biz', type: 1, min: 100, max: 100_000, providerMethod: 'bank_card', fields: [EMAIL] },
      { name: 'ЮMoney', system: 'yoomoney', type: 3, min: 50, max: 15_000, providerMethod: 'yoo_money' },
      CRYPTO,
      SKINS,
      { name: 'Подарочная карта TastyDrop', system: 'giftcard', type: 4, min: 500, max: 10_000, fields: [EMAIL] },
    ],
  },
  {
    iso: 'KZ',
    name: 'Казахстан',
    currency: ['KZT', '₸', 0.18],
    preliminary: 3000,
    desktop: [1000, 3000, 5000, 10_000, 25_000],
    mobile: [3000, 5000, 10_000],
    methods: [
      { name: 'Банковская карта', system: 'card-world', type: 1, min: 600, max: 500_000 },
      { name: 'Kaspi', system: 'kaspi', type: 3, min: 500, max: 300_000, bonus: 2, fields: [FIRST_NAME, LAST_NAME, DOC_TYPE, DOC_NUMBER, PHONE] },
      CRYPTO,
      SKINS,
    ],
  },
  {
    iso: 'BY',
    name: 'Беларусь',
    currency: ['BYN', 'Br', 28.5],
    preliminary: 20,
    desktop: [5, 10, 20, 50, 100],
    mobile: [10, 20, 50],
    methods: [
      { name: 'Банковская карта', system: 'card-world', type: 1, min: 5, max: 3000 },
      { name: 'ЕРИП', system: 'erip', type: 3, min: 5, max: 2000, fields: [PHONE] },
      SKINS,
    ],
  },
  {
    iso: 'UZ',
    name: 'Узбекистан',
    currency: ['UZS', 'сўм', 0.0072],
    preliminary: 70_000,
    desktop: [30_000, 70_000, 150_000, 300_000],
    mobile: [70_000, 150_000, 300_000],
    methods: [
      { name: 'Uzcard / Humo', system: 'uzcard', type: 1, min: 15_000, max: 15_000_000 },
      CRYPTO,
      SKINS,
    ],
  },
  {
    iso: 'AZ',
    name: 'Азербайджан',
    currency: ['AZN', '₼', 53],
    preliminary: 10,
    desktop: [3, 5, 10, 25, 50],
    mobile: [5, 10, 25],
    methods: [
      { name: 'Банковская карта', system: 'card-world', type: 1, min: 2, max: 2000 },
      { name: 'm10', system: 'm10', type: 3, min: 2, max: 1000, fields: [PHONE] },
      SKINS,
    ],
  },
  {
    iso: '00',
    name: 'Другая страна',
    currency: ['USD', '$', 92],
    preliminary: 10,
    desktop: [5, 10, 25, 50, 100],
    mobile: [10, 25, 50],
    methods: [
      { name: 'Visa / Mastercard', system: 'card-world', type: 1, min: 2, max: 2000, fields: [EMAIL] },
      CRYPTO,
      SKINS,
      { name: 'Подарочная карта TastyDrop', system: 'giftcard', type: 4, min: 5, max: 200, fields: [EMAIL] },
    ],
  },
];

/** Every payment system of the catalog, each once, in catalog order (the footer shows their marks). */
export function seededPaymentSystems(): string[] {
  return [...new Set(COUNTRIES.flatMap((c) => c.methods.map((m) => m.system)))];
}

/** Deposit bonus from `limit` roubles: 3 %, 5 %, 7 %, 10 %. */
const BONUS_LEVELS = [
  { limit: u(1000), multiplierBp: 300 },
  { limit: u(3000), multiplierBp: 500 },
  { limit: u(10_000), multiplierBp: 700 },
  { limit: u(25_000), multiplierBp: 1000 },
];

const BLOGGER_OFFERS: StoredFlexOffer[] = [
  { caseSlug: 'tasty-start', tcoinFactor: 5, priceFrom: u(500), moneyFactorBp: 11_000 },
  { caseSlug: 'arcana-hunt', tcoinFactor: 10, priceFrom: u(2000), moneyFactorBp: 11_500 },
];

/** The demo code that gives one free open of the starter case (and no money). */
const FREE_CASE_PROMO = { code: 'FREECASE', type: 'instant' as const, freeCases: [{ caseSlug: 'tasty-start', opens: 1 }], maxUsesPerUser: 1 };

/** Loads the payment catalog (countries, methods, bonus levels, demo promo codes) into an empty database. */
export async function seedPayments(db: Db, now = new Date(), game: Game = 'dota'): Promise<void> {
  // Added after the first catalogs shipped: inserted into existing databases too.
  await insertPromoCodeUnlessTaken(db, FREE_CASE_PROMO);
  const [existing] = await db.select({ iso: paymentCountries.iso }).from(paymentCountries).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    for (const [sort, c] of COUNTRIES.entries()) {
      const [code, symbol, rate] = c.currency;
      await addPaymentCountry(
        tx,
        {
        iso: c.iso,
        name: c.name,
        currencyCode: code,
        currencySymbol: symbol,
        rateMicros: Math.round(rate * 1_000_000),
        preliminaryAmount: u(c.preliminary),
        sumButtons: { desktop: c.desktop.map(u), mobile: c.mobile.map(u) },
        sort,
        },
        c.methods.map((m, i) => ({
          name: m === SKINS ? SKINS_NAME[game] : m.name,
          systemName: m.system,
          type: m.type,
          typeName: TYPE_NAMES[m.type],
          img: methodArtUrl(m.system),
          minimalAmount: u(m.min),
          maximalAmount: m.max === undefined ? null : u(m.max),
          defaultMinimalAmount: u(m.min),
          bonusBp: (m.bonus ?? 0) * 100,
          sortDesktop: i,
          sortMobile: m.mobileSort ?? i,
          additionalInfo: m.fields ?? [],
          providerMethod: m.providerMethod ?? null,
        })),
      );
    }
    await insertBonusLevels(tx, BONUS_LEVELS);
    await insertPromoCodes(tx, [
      { code: 'WELCOME10', type: 'common', percentBp: 1000, maxUsesPerUser: 1 },
      { code: 'SPRING15', type: 'common', percentBp: 1500, maxUses: 500, expiresAt: new Date(now.getTime() + 30 * DAY_MS) },
      { code: 'BLOGGER', type: 'blogger', img: '/static/cases/tasty-start.svg', flexOffers: BLOGGER_OFFERS, maxUsesPerUser: 1 },
      { code: 'GIFT100', type: 'instant', sum: u(100), maxUses: 1000, maxUsesPerUser: 1 },
      { code: 'OLDCODE', type: 'common', percentBp: 2000, expiresAt: new Date(now.getTime() - DAY_MS) },
    ]);
  });
}
