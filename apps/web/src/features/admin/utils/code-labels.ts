import type { TFunction } from 'i18next';
import { formatMinor } from './format';

/** Console texts of the codes the ledger and the audit log store (labels under `ledger.*` and `actions.*`). */
type T = TFunction<'admin'>;

/** A ledger reason in words; an unknown code shows as it is. */
export const ledgerReasonLabel = (t: T, code: string): string => t(`ledger.reasons.${code}`, { defaultValue: code });

/** A balance's or a case price's currency in words (money, coins, GOLD, TASTY_COIN). */
export const currencyLabel = (t: T, code: string): string => t(`ledger.currencies.${code}`, { defaultValue: code });

/** An audit action in words (`player.ban` → «Блокировка»). */
export const auditActionLabel = (t: T, code: string): string => t(`actions.${code.replace(/\./g, '_')}`, { defaultValue: code });

/**
 * An amount in minor units of a balance with its unit: roubles unless the currency is coins; `signed` writes a
 * plus before a gain, as a change is read.
 */
export function walletAmount(t: T, minor: number, currency: unknown, signed = false): string {
  const unit = t(currency === 'coins' || currency === 'TASTY_COIN' ? 'ledger.units.coins' : 'ledger.units.money');
  return `${signed && minor > 0 ? '+' : ''}${formatMinor(minor)} ${unit}`;
}
