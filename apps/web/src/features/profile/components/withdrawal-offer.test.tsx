import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ItemStatus } from '@tastydrop/domain';
import { useSession } from '../../../lib/session/get-me';
import { useSessionFlag } from '../../../stores/session-store';
import { answer, siteConfigHandler } from '../../../testing/api-handlers';
import { inventoryItemFixture, userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { usersApi } from '../../../lib/api/endpoints/users';
import { OwnInventory } from './own-inventory';

function OwnWithdrawals() {
  const me = useSession().user;
  return me ? <OwnInventory me={me} group="withdrawal" /> : null;
}

interface Offer {
  status: ItemStatus;
  tradeId: string | null;
  offerUrl: string | null;
  securityCode: string | null;
  fromSeller?: boolean;
}

/** The player's withdrawals, each item with its offer as GET /inventory/{id}/trade_id answers it. */
function serve(offers: Record<number, Offer>) {
  const items = Object.entries(offers).map(([id, offer]) => ({ ...inventoryItemFixture(Number(id), 12.5, `Предмет ${id}`), status: offer.status }));
  server.use(
    siteConfigHandler,
    answer(usersApi.me, userFixture({ balance: 100, totalAmountItems: 12.5 * items.length })),
    answer(inventoryApi.own, { items, totalItem: items.length, totalPrice: 12.5 * items.length }),
    answer(inventoryApi.tradeId, (request) => offers[Number(new URL(request.url).pathname.split('/').at(-2))]!),
  );
}

async function card(id: number) {
  const items = await screen.findAllByTestId('inventory-item');
  await waitFor(() => expect(items.some((item) => item.dataset.id === String(id))).toBe(true));
  return within(items.find((item) => item.dataset.id === String(id))!);
}

describe('a withdrawal on the profile', () => {
  beforeEach(() => useSessionFlag.getState().setFlagged(true));

  it('shows the security code beside the offer link and explains the API-key scam', async () => {
    const url = 'https://steamcommunity.com/tradeoffer/5000001/';
    serve({ 7: { status: 'send', tradeId: '5000001', offerUrl: url, securityCode: 'K7QX2M' } });
    renderWithApp(<OwnWithdrawals />);

    const sent = await card(7);
    expect((await sent.findByTestId('item-offer-code')).textContent).toBe('Код в предложении обмена: K7QX2M');
    expect(sent.getByRole('link', { name: 'Принять обмен' }).getAttribute('href')).toBe(url);
    const safety = screen.getByTestId('offer-safety');
    expect(within(safety).getByRole('heading').textContent).toBe('Как отличить наш обмен от подделки');
    expect(safety.textContent).toContain('API-ключ');
  });

  it('shows the code while the item is still preparing, and none for a withdrawal made before codes', async () => {
    serve({
      7: { status: 'PREPARING', tradeId: null, offerUrl: null, securityCode: 'P3MW9A' },
      8: { status: 'send', tradeId: '5000002', offerUrl: 'https://steamcommunity.com/tradeoffer/5000002/', securityCode: null },
    });
    renderWithApp(<OwnWithdrawals />);

    const preparing = await card(7);
    expect((await preparing.findByTestId('item-offer-code')).textContent).toContain('P3MW9A');
    expect(preparing.queryByRole('link')).toBeNull();
    const older = await card(8);
    await older.findByRole('link', { name: 'Принять обмен' });
    expect(older.queryByTestId('item-offer-code')).toBeNull();
  });

  it('says an item bought on the market comes from its seller, with no code, and links the seller’s offer once sent', async () => {
    const url = 'https://steamcommunity.com/tradeoffer/7709001/';
    serve({
      7: { status: 'send', tradeId: null, offerUrl: null, securityCode: null, fromSeller: true },
      8: { status: 'send', tradeId: '7709001', offerUrl: url, securityCode: null, fromSeller: true },
    });
    renderWithApp(<OwnWithdrawals />);

    const waiting = await card(7);
    expect((await waiting.findByTestId('item-offer-seller')).textContent).toContain('Обмен пришлёт продавец с маркета, а не наш бот');
    expect(waiting.queryByTestId('item-offer-code')).toBeNull();
    expect(waiting.queryByRole('link')).toBeNull();
    const sent = await card(8);
    expect(sent.getByRole('link', { name: 'Принять обмен' }).getAttribute('href')).toBe(url);
    expect(sent.getByTestId('item-offer-seller')).toBeTruthy();
  });
});
