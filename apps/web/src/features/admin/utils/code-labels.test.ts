import { AUDIT_ACTIONS, LEDGER_REASONS, WALLET_CURRENCIES } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import texts from '../../../locales/ru/admin.json';

type Tree = { [key: string]: string | Tree };
const lookup = (path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], texts as unknown as Tree);
const hasText = (path: string) => typeof lookup(path) === 'string' && /[а-яё]/i.test(lookup(path) as string);

describe('console labels of stored codes', () => {
  it('has a Russian label for every ledger reason the wallet writes', () => {
    expect(LEDGER_REASONS.filter((r) => !hasText(`ledger.reasons.${r}`))).toEqual([]);
  });

  it('has a Russian label and a unit for every wallet currency, and labels for the case prices’ currencies', () => {
    expect(WALLET_CURRENCIES.filter((c) => !hasText(`ledger.currencies.${c}`) || typeof lookup(`ledger.units.${c}`) !== 'string')).toEqual([]);
    expect(['GOLD', 'TASTY_COIN'].filter((c) => !hasText(`ledger.currencies.${c}`))).toEqual([]);
  });

  it('has a Russian label for every audit action the console writes', () => {
    expect(AUDIT_ACTIONS.filter((a) => !hasText(`actions.${a.replace(/\./g, '_')}`))).toEqual([]);
  });
});
