import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryItem } from '@tastydrop/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';
import { useExchangePopupStore } from '../../../stores/exchange-popup-store';
import { useSessionFlag } from '../../../stores/session-store';
import { answer, siteConfigHandler } from '../../../testing/api-handlers';
import { inventoryItemFixture, userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { ExchangePopupHost } from './exchange-popup-host';

const OWN = inventoryItemFixture(1, 25.3, 'Dragonclaw Hook');
const CHEAPER = { itemId: 501, name: 'Fiery Soul', hero: 'Lina', rarity: 'rare' as const, price: 10.1, image: '/static/a.png' };
const NEW_ITEM: InventoryItem = { ...inventoryItemFixture(2, 10.1, 'Fiery Soul'), itemId: 501 };

/** The popup as the root mounts it, over a profile whose inventory list is already loaded with the given items. */
function renderOverInventory(items: InventoryItem[]) {
  const view = renderWithApp(<ExchangePopupHost />, { route: '/profile/7' });
  view.client.setQueryData(queryKeys.inventory.list(7, 'active'), {
    pages: [{ items: items.map((item) => ({ ...item, deadline: null })), totalItem: items.length, totalPrice: 0 }],
    pageParams: [1],
  });
  return view;
}

describe('ExchangePopup', () => {
  beforeEach(() => {
    useSessionFlag.getState().setFlagged(true);
    server.use(siteConfigHandler, answer(usersApi.me, userFixture({ balance: 100, totalAmountItems: 25.3 })));
  });

  it('opens on an item, lists its replacements, swaps it and shows the new item', async () => {
    let swapped: unknown = null;
    server.use(
      answer(inventoryApi.replacements, { items: [CHEAPER], total: 1 }),
      answer(inventoryApi.replace, async (request) => {
        swapped = await request.json();
        return { status: 'EXCHANGED' as const, item: NEW_ITEM, balance: 115.2 };
      }),
    );
    renderOverInventory([OWN]);
    act(() => useExchangePopupStore.getState().open(OWN.id));

    const popup = await screen.findByTestId('exchange-popup');
    expect(within(popup).getByTestId('exchange-popup-item').textContent).toContain('Dragonclaw Hook');
    await userEvent.click(await within(popup).findByRole('button', { name: /Fiery Soul/ }));
    expect(within(popup).getByTestId('exchange-refund').textContent).toBe('+15.20 ₽');
    await userEvent.click(within(popup).getByTestId('exchange-swap'));

    expect(await within(popup).findByTestId('exchange-result-name')).toHaveProperty('textContent', 'Fiery Soul');
    expect(swapped).toEqual({ inventory_id: 1, item_id: 501 });
    expect(within(popup).getByTestId('exchange-result').textContent).toContain('Баланс: 115.20 ₽');
    await userEvent.click(within(popup).getByTestId('exchange-popup-done'));
    await waitFor(() => expect(screen.queryByTestId('exchange-popup')).toBeNull());
    expect(useExchangePopupStore.getState().inventoryId).toBeNull();
  });

  it('says so when the item can no longer be exchanged', async () => {
    renderOverInventory([{ ...OWN, status: 'PREPARING' }]);
    act(() => useExchangePopupStore.getState().open(OWN.id));

    const unavailable = await screen.findByTestId('exchange-popup-unavailable');
    expect(unavailable.textContent).toContain('Этот предмет больше нельзя обменять');
    expect(within(unavailable).getByRole('link', { name: 'Все предметы для обмена' }).getAttribute('href')).toBe('/skin-exchange');
  });

  it('closes on Escape', async () => {
    server.use(answer(inventoryApi.replacements, { items: [CHEAPER], total: 1 }));
    renderOverInventory([OWN]);
    act(() => useExchangePopupStore.getState().open(OWN.id));
    const popup = await screen.findByTestId('exchange-popup');
    await within(popup).findByRole('button', { name: /Fiery Soul/ });

    // A browser answers Escape in a modal dialog with its cancel event (jsdom has no such key handling).
    await userEvent.keyboard('{Escape}');
    fireEvent(popup, new Event('cancel', { cancelable: true }));

    await waitFor(() => expect(screen.queryByTestId('exchange-popup')).toBeNull());
    expect(useExchangePopupStore.getState().inventoryId).toBeNull();
  });
});
