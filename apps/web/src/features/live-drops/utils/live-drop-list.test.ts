import type { LiveDrop } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { LIVE_DROPS_KEPT, mergeLatest, mergeTop } from './live-drop-list';

function drop(id: number, price = 10): LiveDrop {
  return {
    id,
    user: { id: 7, nickname: 'player', avatar: '/static/avatars/avatar-1.svg' },
    item: { id: 100 + id, name: `Item ${id}`, hero: 'Axe', slot: 'weapon', rarity: 'rare', price, image: '/static/items/x.svg' },
    case: { id: 1, name: 'tasty-start', title: 'Start', image: '/static/cases/tasty-start.svg' },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const ids = (list: LiveDrop[]) => list.map((d) => d.id);

describe('mergeLatest', () => {
  it('puts the new drop first and keeps at most the cap', () => {
    const full = Array.from({ length: LIVE_DROPS_KEPT }, (_, i) => drop(LIVE_DROPS_KEPT - i));
    const next = mergeLatest(full, drop(99));
    expect(next).toHaveLength(LIVE_DROPS_KEPT);
    expect(next[0]?.id).toBe(99);
    expect(ids(next)).not.toContain(1);
  });

  it('does not repeat a drop it already shows', () => {
    expect(ids(mergeLatest([drop(2), drop(1)], drop(2)))).toEqual([2, 1]);
  });
});

describe('mergeTop', () => {
  it('keeps the list sorted by price and drops the cheapest beyond the cap', () => {
    const list = [drop(1, 50), drop(2, 30), drop(3, 10)];
    expect(ids(mergeTop(list, drop(4, 40), 3))).toEqual([1, 4, 2]);
    expect(ids(mergeTop(list, drop(5, 5), 3))).toEqual([1, 2, 3]);
  });

  it('orders equal prices newest first and ignores duplicates', () => {
    expect(ids(mergeTop([drop(1, 10)], drop(2, 10)))).toEqual([2, 1]);
    expect(ids(mergeTop([drop(1, 10)], drop(1, 10)))).toEqual([1]);
  });
});
