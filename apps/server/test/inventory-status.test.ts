import { describe, expect, it } from 'vitest';
import { ITEM_STATUSES, type ItemStatus } from '@tastydrop/domain';
import { GROUP_STATUSES } from '../src/modules/inventory/inventory-groups.js';
import { canTransition, FINAL_STATUSES, ITEM_TRANSITIONS, statusesInto, WITHDRAWING_STATUSES } from '../src/modules/inventory/item-status.js';
import { OFFER_STATE_EFFECT, type OfferState } from '../src/modules/withdrawals/trade-provider.js';

describe('the item status state machine', () => {
  it('uses only statuses of the wire contract', () => {
    const used = new Set<ItemStatus>([...(Object.keys(ITEM_TRANSITIONS) as ItemStatus[]), ...Object.values(ITEM_TRANSITIONS).flat()]);
    for (const status of used) expect(ITEM_STATUSES).toContain(status);
  });

  it('lets an available item be sold, withdrawn, exchanged, unpacked, upgraded or put in a contract', () => {
    for (const to of ['selled', 'PREPARING', 'EXCHANGED', 'unpacked', 'to_upgrade', 'to_contract'] as const) expect(canTransition('progress', to), to).toBe(true);
    expect(canTransition('progress', 'STEAM_WITHDRAWN')).toBe(false);
    expect(canTransition('progress', 'send')).toBe(false);
  });

  it('never moves an item out of a final status', () => {
    for (const from of FINAL_STATUSES) for (const to of ITEM_STATUSES) expect(canTransition(from, to), `${from} → ${to}`).toBe(false);
  });

  it('never sells or exchanges an item on its way out; a failed withdrawal returns it to progress', () => {
    for (const from of WITHDRAWING_STATUSES) {
      expect(canTransition(from, 'selled')).toBe(false);
      expect(canTransition(from, 'EXCHANGED')).toBe(false);
      expect(canTransition(from, 'PREPARING')).toBe(false);
      expect(canTransition(from, 'progress')).toBe(true);
    }
    expect(statusesInto('selled')).toEqual(['progress']);
    expect(statusesInto('PREPARING')).toEqual(['progress']);
  });

  it('maps every offer state to a move the machine allows from every withdrawing status', () => {
    const states = Object.keys(OFFER_STATE_EFFECT) as OfferState[];
    expect(states.sort()).toEqual(['accepted', 'awaiting_seller', 'canceled', 'declined', 'escrow', 'expired', 'invalid', 'needs_confirmation', 'reversed', 'sent', 'unavailable']);
    for (const state of states) {
      const effect = OFFER_STATE_EFFECT[state];
      expect(canTransition('PREPARING', effect.item), `${state}`).toBe(true);
      expect(effect.withdrawal === 'failed').toBe(effect.item === 'progress');
      expect(effect.failure !== undefined).toBe(effect.withdrawal === 'failed');
    }
    expect(OFFER_STATE_EFFECT.accepted.item).toBe('STEAM_WITHDRAWN');
    expect(OFFER_STATE_EFFECT.sent.item).toBe('send');
    expect(OFFER_STATE_EFFECT.escrow.item).toBe('accepted');
    expect(OFFER_STATE_EFFECT.needs_confirmation.item).toBe('CONFIRM_STEAM');
    // A market purchase waits for its seller, then moves on like any offer (docs/decisions/065-market-withdrawals.md).
    expect(OFFER_STATE_EFFECT.awaiting_seller).toEqual({ withdrawal: 'confirming', item: 'vendor waiting' });
    for (const next of ['send', 'STEAM_WITHDRAWN', 'progress'] as const) expect(canTransition('vendor waiting', next), next).toBe(true);
    expect(OFFER_STATE_EFFECT.unavailable).toEqual({ withdrawal: 'failed', item: 'progress', failure: 'unavailable' });
    // A CS2 delivery undone under Trade Protection: the withdrawn item is reversed, nothing comes back to the player.
    expect(OFFER_STATE_EFFECT.reversed).toEqual({ withdrawal: 'reversed', item: 'TRADE_REVERSED' });
    expect(canTransition('STEAM_WITHDRAWN', 'TRADE_REVERSED')).toBe(true);
  });

  it('groups: active is what can be sold; profile adds what is on its way out; all has no filter', () => {
    expect(GROUP_STATUSES.active).toEqual(['progress']);
    expect(GROUP_STATUSES.profile).toEqual(['progress', ...WITHDRAWING_STATUSES]);
    expect(GROUP_STATUSES.withdrawal).toContain('STEAM_WITHDRAWN');
    expect(GROUP_STATUSES.all).toBeNull();
  });
});
