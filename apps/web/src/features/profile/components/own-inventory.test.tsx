import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session/get-me';
import { useExchangePopupStore } from '../../../stores/exchange-popup-store';
import { useSessionFlag } from '../../../stores/session-store';
import { answer, siteConfigHandler } from '../../../testing/api-handlers';
import { inventoryItemFixture, userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { OwnInventory } from './own-inventory';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { usersApi } from '../../../lib/api/endpoints/users';

/** The page's way of feeding the component: the signed-in user of the session. */
function OwnInventoryOfMe() {
  const me = useSession().user;
  return me ? <OwnInventory me={me} group="active" /> : null;
}

describe('OwnInventory', () => {
  beforeEach(() => useSessionFlag.getState().setFlagged(true));

  it('shows the inventory value and lowers it by the sold item after a sale', async () => {
    const items = [inventoryItemFixture(1, 12.5, 'Dragonclaw Hook'), inventoryItemFixture(2, 30)];
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture({ balance: 100, totalAmountItems: 42.5 })),
      answer(inventoryApi.own, { items, totalItem: 2, totalPrice: 42.5 }),
      answer(inventoryApi.sell, { balance: 112.5, totalAmountItems: 30 }),
    );
    renderWithApp(<OwnInventoryOfMe />);

    expect(await screen.findByTestId('sell-all')).toHaveProperty('textContent', 'Продать всё за 42.50 ₽');
    await waitFor(() => expect(screen.getByTestId('inventory-summary').textContent).toContain('42.50 ₽'));

    await userEvent.click(screen.getByRole('button', { name: 'Продать за 12.50 ₽' }));

    await waitFor(() => expect(screen.getByTestId('sell-all').textContent).toBe('Продать всё за 30.00 ₽'));
  });

  it('shows an item being sold as in the sale queue until the sale answers', async () => {
    const items = [inventoryItemFixture(1, 12.5, 'Dragonclaw Hook'), inventoryItemFixture(2, 30)];
    let answerSale: () => void = () => undefined;
    const saleAnswered = new Promise<void>((resolve) => (answerSale = resolve));
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture({ balance: 100, totalAmountItems: 42.5 })),
      answer(inventoryApi.own, { items, totalItem: 2, totalPrice: 42.5 }),
      answer(inventoryApi.sell, async () => {
        await saleAnswered;
        return { balance: 112.5, totalAmountItems: 30 };
      }),
    );
    renderWithApp(<OwnInventoryOfMe />);
    await userEvent.click(await screen.findByRole('button', { name: 'Продать за 12.50 ₽' }));

    const badge = () => screen.getAllByTestId('item-status').find((b) => b.closest('[data-id="1"]'));
    await waitFor(() => expect(badge()?.textContent).toBe('В очереди на продажу'));
    expect(screen.getAllByTestId('item-status').filter((b) => b.textContent === 'В очереди на продажу')).toHaveLength(1);
    answerSale();
    await waitFor(() => expect(screen.getByTestId('sell-all').textContent).toBe('Продать всё за 30.00 ₽'));
  });

  it("shows a pack's contents on request and unpacks it from there", async () => {
    useSessionFlag.getState().setFlagged(true);
    const pack = { ...inventoryItemFixture(5, 3.5, 'Treasure of Fortune I'), type: 2, packItems: true };
    const skin = inventoryItemFixture(6, 1.25, 'Fiery Soul');
    let unpacked: unknown = null;
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture({ balance: 100, totalAmountItems: 3.5 })),
      answer(inventoryApi.own, { items: [pack], totalItem: 1, totalPrice: 3.5 }),
      answer(inventoryApi.packContents, { items: [{ itemId: skin.itemId, name: skin.name, hero: 'Lina', rarity: 'rare', price: 1.25, image: '/static/a.png' }] }),
      answer(inventoryApi.openPack, async (request) => {
        unpacked = await request.json();
        return { items: [skin] };
      }),
    );
    renderWithApp(<OwnInventoryOfMe />);

    await userEvent.click(await screen.findByRole('button', { name: 'Что внутри набора Treasure of Fortune I' }));
    const popup = await screen.findByTestId('pack-preview');
    expect((await within(popup).findByTestId('pack-preview-summary')).textContent).toBe('1 предмет на 1.25 ₽');
    expect(within(popup).getByTestId('pack-preview-item').textContent).toContain('Fiery Soul');

    await userEvent.click(within(popup).getByTestId('pack-preview-unpack'));
    expect(screen.queryByTestId('pack-preview')).toBeNull();
    await waitFor(() => expect(unpacked).toEqual({ inventory_id: 5 }));
    expect(await screen.findByTestId('unpack-dialog')).toBeTruthy();
  });

  it('offers the exchange popup on the items the exchange accepts, not on packs', async () => {
    const pack = { ...inventoryItemFixture(5, 3.5, 'Treasure of Fortune I'), type: 2, packItems: true };
    const skin = inventoryItemFixture(6, 12.5, 'Dragonclaw Hook');
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture({ balance: 100, totalAmountItems: 16 })),
      answer(inventoryApi.own, { items: [pack, skin], totalItem: 2, totalPrice: 16 }),
    );
    renderWithApp(<OwnInventoryOfMe />);

    await userEvent.click(await screen.findByRole('button', { name: 'Обменять Dragonclaw Hook' }));
    expect(screen.getAllByTestId('item-exchange')).toHaveLength(1);
    expect(useExchangePopupStore.getState().inventoryId).toBe(6);
  });
});
