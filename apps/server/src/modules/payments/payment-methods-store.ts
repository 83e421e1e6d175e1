import type { DbOrTx } from '../../platform/db/index.js';
import { paymentCountries, paymentDirections } from '../../platform/db/schema/index.js';

/** Adds a country of the refill form with its payment methods. */
export async function addPaymentCountry(
  db: DbOrTx,
  country: typeof paymentCountries.$inferInsert,
  methods: Omit<typeof paymentDirections.$inferInsert, 'countryIso'>[],
): Promise<void> {
  await db.insert(paymentCountries).values(country);
  if (methods.length > 0) await db.insert(paymentDirections).values(methods.map((m) => ({ ...m, countryIso: country.iso })));
}
