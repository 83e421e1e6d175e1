import { ITEM_STATUSES } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import inventory from '../../../locales/ru/inventory.json';
import { hasTradeOffer, isWithdrawing, statusTextKey, statusTone } from './item-status';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], inventory);
}

describe('item status texts', () => {
  it('has a Russian text and a tone for every status of the contract', () => {
    for (const status of ITEM_STATUSES) {
      const text = lookup(statusTextKey(status));
      expect(typeof text, status).toBe('string');
      expect(text as string, status).toMatch(/\p{Script=Cyrillic}/u);
      expect(['ready', 'pending', 'done', 'sold', 'failed', 'muted'], status).toContain(statusTone(status));
    }
  });

  it('gives statuses distinct texts where players must tell them apart', () => {
    const text = (status: (typeof ITEM_STATUSES)[number]) => lookup(statusTextKey(status));
    expect(text('progress')).not.toBe(text('PREPARING'));
    expect(text('selled')).not.toBe(text('STEAM_WITHDRAWN'));
    expect(text('canceled')).not.toBe(text('error'));
  });

  it('maps the key of the status with a space', () => {
    expect(statusTextKey('vendor waiting')).toBe('status.vendor_waiting');
    expect(statusTextKey('PREPARING')).toBe('status.PREPARING');
  });

  it('tells ready, waiting and failed items apart and knows which have a trade offer', () => {
    expect(statusTone('progress')).toBe('ready');
    expect(statusTone('PREPARING')).toBe('pending');
    expect(statusTone('error')).toBe('failed');
    expect(statusTone('selled')).toBe('sold');
    expect(hasTradeOffer('send')).toBe(true);
    expect(hasTradeOffer('progress')).toBe(false);
  });

  it('knows which items are on their way out, with a security code to show', () => {
    expect(isWithdrawing('PREPARING')).toBe(true);
    expect(isWithdrawing('CONFIRM_STEAM')).toBe(true);
    expect(isWithdrawing('STEAM_WITHDRAWN')).toBe(false);
    expect(isWithdrawing('progress')).toBe(false);
  });
});
