import { asc, eq } from 'drizzle-orm';
import { bpToPercent, type PaymentCountry, type PaymentCountrySummary, type PaymentDirection, sortCountries, toWire } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { paymentCountries, paymentDirections } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { PaymentProvider } from './providers/provider.js';

type CountryRow = typeof paymentCountries.$inferSelect;
export type DirectionRow = typeof paymentDirections.$inferSelect;

/** Roubles of balance per unit of a country's currency. */
const rateOf = (country: Pick<CountryRow, 'rateMicros'>): number => country.rateMicros / 1_000_000;

function presentSummary(row: CountryRow): PaymentCountrySummary {
  return {
    country: { iso: row.iso, name: row.name },
    currency: { code: row.currencyCode, symbol: row.currencySymbol, rate: rateOf(row), preliminaryAmount: toWire(row.preliminaryAmount) },
  };
}

function presentDirection(row: DirectionRow): PaymentDirection {
  return {
    paymentDirectionId: row.id,
    name: row.name,
    systemName: row.systemName,
    type: row.type,
    img: row.img,
    minimalAmount: toWire(row.minimalAmount ?? 100),
    maximalAmount: toWire(row.maximalAmount ?? 0),
    defaultMinimalAmount: toWire(row.defaultMinimalAmount),
    bonusPercent: bpToPercent(row.bonusBp),
    sort: { desktop: row.sortDesktop, mobile: row.sortMobile },
    paymentDirectionTypeName: row.typeName,
    additionalInfo: row.additionalInfo,
  };
}

/** The enabled directions of a country that the provider can take, in desktop order. */
async function payableDirections(db: DbOrTx, provider: PaymentProvider, country: CountryRow): Promise<DirectionRow[]> {
  const rows = await db
    .select()
    .from(paymentDirections)
    .where(eq(paymentDirections.countryIso, country.iso))
    .orderBy(asc(paymentDirections.sortDesktop), asc(paymentDirections.id));
  return rows.filter((d) => d.enabled && provider.supports(d, country.currencyCode));
}

async function enabledCountries(db: DbOrTx): Promise<CountryRow[]> {
  const rows = await db.select().from(paymentCountries).orderBy(asc(paymentCountries.sort), asc(paymentCountries.iso));
  return rows.filter((c) => c.enabled);
}

/** GET /payments/countries: countries with at least one method the provider takes, the custom one last. */
export async function listCountries(db: DbOrTx, provider: PaymentProvider): Promise<PaymentCountrySummary[]> {
  const countries = await enabledCountries(db);
  const directions = await db.select().from(paymentDirections);
  const payable = (country: CountryRow) =>
    directions.some((d) => d.countryIso === country.iso && d.enabled && provider.supports(d, country.currencyCode));
  return sortCountries(countries.filter(payable).map(presentSummary));
}

export async function findCountry(db: DbOrTx, iso: string): Promise<CountryRow> {
  const [row] = await db.select().from(paymentCountries).where(eq(paymentCountries.iso, iso.toUpperCase())).limit(1);
  if (!row || !row.enabled) throw new AppError('dataNotFound', { country: iso });
  return row;
}

/** GET /payments/countries/{country}: the Payment country entity. */
export async function getCountry(db: DbOrTx, provider: PaymentProvider, iso: string): Promise<PaymentCountry> {
  const country = await findCountry(db, iso);
  const directions = await payableDirections(db, provider, country);
  const sums = (list: number[]) => list.map((sum) => ({ sum: toWire(sum) }));
  return {
    ...presentSummary(country),
    buttons: { countrySumButtonData: { desktop: sums(country.sumButtons.desktop), mobile: sums(country.sumButtons.mobile) } },
    directions: { paymentDirectionData: directions.map(presentDirection) },
    testMode: provider.testMode,
  };
}
