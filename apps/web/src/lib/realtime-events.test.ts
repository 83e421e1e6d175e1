import type { LiveDrop } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { parseChannelEvent } from './realtime-events';

const drop: LiveDrop = {
  id: 3,
  user: { id: 7, nickname: 'player', avatar: '/static/avatars/avatar-1.svg' },
  item: { id: 103, name: 'Item 3', hero: 'Axe', slot: 'weapon', rarity: 'rare', price: 10, image: '/static/items/x.svg' },
  case: { id: 1, name: 'tasty-start', title: 'Start', image: '/static/cases/tasty-start.svg' },
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('parseChannelEvent', () => {
  it('reads an event of the channel', async () => {
    expect(await parseChannelEvent('liveDrops', { event: 'live_drop', drop })).toEqual({ event: 'live_drop', drop });
    expect(await parseChannelEvent('personal', { event: 'sell_done' })).toEqual({ event: 'sell_done' });
  });

  it('drops an unknown event, another channel’s event and a wrong payload', async () => {
    expect(await parseChannelEvent('personal', { event: 'balanse', balance: 1 })).toBeNull();
    expect(await parseChannelEvent('liveDrops', { event: 'balance', balance: 1 })).toBeNull();
    expect(await parseChannelEvent('liveDrops', { event: 'live_drop', drop: { id: 'x' } })).toBeNull();
    expect(await parseChannelEvent('battles', { event: 'battles_emoji_sent', battleUlid: 'x', content: '🔥', memberId: 1 })).toBeNull();
  });

  it('settles messages in the order they came', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => parseChannelEvent('personal', { event: 'sell_done' }).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
  });
});
