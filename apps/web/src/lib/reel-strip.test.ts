import type { DropItem } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { buildReelStrip, pickWeighted, REEL_LANDING_INDEX, REEL_LENGTH, type ReelDrop } from './reel-strip';

function item(id: number, weight: number): ReelDrop {
  return { id, name: `Item ${id}`, hero: 'Axe', slot: 'weapon', rarity: 'rare', price: id, image: `/static/items/${id}.svg`, weight };
}

/** A deterministic generator for repeatable strips. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const drops = [item(1, 5), item(2, 30), item(3, 65)];

describe('buildReelStrip', () => {
  it('puts the won item at the landing index', () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const winner: DropItem = { ...item(1, 0) };
      const strip = buildReelStrip(drops, winner, seeded(seed));
      expect(strip).toHaveLength(REEL_LENGTH);
      expect(strip[REEL_LANDING_INDEX]?.id).toBe(1);
    }
  });

  it('uses only the case drops', () => {
    const ids = new Set(drops.map((d) => d.id));
    const strip = buildReelStrip(drops, item(3, 0), seeded(7));
    expect(strip.every((card) => ids.has(card.id))).toBe(true);
    expect(strip.every((card) => drops.includes(card as ReelDrop))).toBe(true);
  });

  it('honours a custom length and landing index', () => {
    const strip = buildReelStrip(drops, item(2, 0), seeded(3), 10, 4);
    expect(strip).toHaveLength(10);
    expect(strip[4]?.id).toBe(2);
  });
});

describe('pickWeighted', () => {
  it('follows the weights', () => {
    const random = seeded(11);
    const counts = new Map<number, number>();
    for (let i = 0; i < 20_000; i += 1) {
      const id = pickWeighted(drops, random).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect((counts.get(3) ?? 0) / 20_000).toBeCloseTo(0.65, 1);
    expect((counts.get(1) ?? 0) / 20_000).toBeCloseTo(0.05, 1);
  });

  it('maps the ends of the random range inside the list', () => {
    expect(pickWeighted(drops, () => 0).id).toBe(1);
    expect(pickWeighted(drops, () => 0.999999).id).toBe(3);
  });
});
