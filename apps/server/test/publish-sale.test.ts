import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { publishSale } from '../src/modules/inventory/publish-sale.js';
import type { Realtime } from '../src/platform/realtime/hub.js';

function recorder() {
  const sent: { userId: number; message: Record<string, unknown> }[] = [];
  const realtime = {
    publishToUser: async (userId: number, message: Record<string, unknown>) => {
      sent.push({ userId, message });
    },
  } as unknown as Realtime;
  return { sent, realtime };
}
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('publishSale', () => {
  it('sends statechange with the money balance and the coin balance as utastycoin, then the plain balance, then sell_done', async () => {
    const { sent, realtime } = recorder();
    await publishSale(realtime, log, 7, { balance: 12_345, coinBalance: 2_000, totalAmountItems: 0, price: 500, soldIds: [1] });
    expect(sent).toEqual([
      { userId: 7, message: { event: 'statechange', type: 'selled', user: 7, money: 123.45, price: 5, utastycoin: 20 } },
      { userId: 7, message: { event: 'balance', balance: 123.45, coinBalance: 20 } },
      { userId: 7, message: { event: 'sell_done' } },
    ]);
  });

  it('sends nothing when nothing was sold', async () => {
    const { sent, realtime } = recorder();
    await publishSale(realtime, log, 7, { balance: 100, coinBalance: 0, totalAmountItems: 0, price: 0, soldIds: [] });
    expect(sent).toEqual([]);
  });
});
