import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { usersApi } from '../../../lib/api/endpoints/users';
import { useSessionFlag } from '../../../stores/session-store';
import { answer, siteConfigHandler } from '../../../testing/api-handlers';
import { inventoryItemFixture, userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import QuickSalePage from './quick-sale-page';

const ITEMS = [
  inventoryItemFixture(1, 120, 'Dragonclaw Hook'),
  inventoryItemFixture(2, 0.1, 'Fiery Soul'),
  inventoryItemFixture(3, 9.9, 'Golden Gaze'),
  inventoryItemFixture(4, 0.2, 'Mask of Madness'),
  inventoryItemFixture(5, 45, 'Blades of Voth Domosh'),
  { ...inventoryItemFixture(6, 1, 'Treasure of Fortune'), type: 2, packItems: true },
];

/** The ids of the item cards in the order shown, and which of them are chosen. */
function shown() {
  const cards = within(screen.getByTestId('quick-sale-items')).getAllByRole('listitem');
  return {
    ids: cards.map((li) => Number(li.dataset.id)),
    chosen: cards.filter((li) => li.dataset.chosen === 'true').map((li) => Number(li.dataset.id)),
  };
}

const card = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('QuickSalePage', () => {
  beforeEach(() => useSessionFlag.getState().setFlagged(true));

  it('chooses by threshold, toggles one by one and sells exactly the chosen items after confirmation', async () => {
    let sold: unknown = null;
    let held = ITEMS;
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture({ balance: 100, totalAmountItems: 176.2 })),
      // Two pages of the inventory: the page loads both before it offers anything.
      answer(inventoryApi.own, (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return { items: page === 1 ? held.slice(0, 3) : held.slice(3), totalItem: held.length, totalPrice: 176.2 };
      }),
      answer(inventoryApi.sellMany, async (request) => {
        sold = await request.json();
        const { ids } = sold as { ids: number[] };
        held = held.filter((item) => !ids.includes(item.id));
        return { balance: 110.2, totalAmountItems: 166 };
      }),
    );
    renderWithApp(<QuickSalePage />);

    // Cheapest first, the pack left out; up to 50 ₽ is chosen at first.
    await screen.findByTestId('quick-sale-items');
    expect(shown()).toEqual({ ids: [2, 4, 3, 5, 1], chosen: [2, 4, 3, 5] });
    expect(screen.getByTestId('quick-sale-sell').textContent).toBe('Продать 4 предмета за 55.20 ₽');

    await userEvent.click(screen.getByTestId('quick-sale-threshold-1000'));
    expect(shown().chosen).toEqual([2, 4, 3]);
    expect(screen.getByTestId('quick-sale-total').textContent).toBe('на 10.20 ₽');
    expect(screen.getByTestId('quick-sale-sell').textContent).toBe('Продать 3 предмета за 10.20 ₽');

    // One out, one in: the total follows.
    await userEvent.click(card('Mask of Madness'));
    await userEvent.click(card('Dragonclaw Hook'));
    expect(shown().chosen).toEqual([2, 3, 1]);
    expect(screen.getByTestId('quick-sale-sell').textContent).toBe('Продать 3 предмета за 130.00 ₽');

    // Nothing is sent before the confirmation.
    await userEvent.click(screen.getByTestId('quick-sale-sell'));
    expect(screen.getByTestId('quick-sale-confirm-text').textContent).toBe('Продать 3 предмета за 130.00 ₽? Вернуть проданные предметы нельзя.');
    expect(sold).toBeNull();
    await userEvent.click(screen.getByTestId('quick-sale-confirm'));

    expect((await screen.findByTestId('quick-sale-done')).textContent).toBe('Продано 3 предмета, на баланс зачислено 130.00 ₽');
    expect(sold).toEqual({ ids: [2, 3, 1] });
    await waitFor(() => expect(shown().ids).toEqual([4, 5]));
    // The one left out stays out; the other is above the threshold.
    expect(shown().chosen).toEqual([]);
  });

  it('shows the server’s text when the sale is refused and sends nothing when cancelled', async () => {
    let calls = 0;
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture({ balance: 100 })),
      answer(inventoryApi.own, { items: ITEMS.slice(1, 3), totalItem: 2, totalPrice: 10 }),
      http.post('http://localhost:3000/api/v1/inventory/sell/many', () => {
        calls += 1;
        return HttpResponse.json({ code: 'invalidItem', msg: 'Неверный предмет', parameters: { ids: [2] } }, { status: 400 });
      }),
    );
    renderWithApp(<QuickSalePage />);

    await userEvent.click(await screen.findByTestId('quick-sale-sell'));
    await userEvent.click(screen.getByTestId('quick-sale-cancel'));
    expect(calls).toBe(0);
    expect(screen.getByTestId('quick-sale-sell').textContent).toBe('Продать 2 предмета за 10.00 ₽');

    await userEvent.click(screen.getByTestId('quick-sale-sell'));
    await userEvent.click(screen.getByTestId('quick-sale-confirm'));
    expect((await screen.findByTestId('quick-sale-failed')).textContent).toBe('Продажа не прошла. Неверный предмет');
    expect(calls).toBe(1);
  });

  it('says what to do when nothing can be sold', async () => {
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture()),
      answer(inventoryApi.own, { items: [ITEMS[5]!], totalItem: 1, totalPrice: 1 }),
    );
    renderWithApp(<QuickSalePage />);
    const empty = await screen.findByTestId('quick-sale-empty');
    expect(within(empty).getByRole('link', { name: 'Открыть кейс' }).getAttribute('href')).toBe('/');
  });
});
