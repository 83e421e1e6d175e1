import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session/get-me';
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
  it('shows the inventory value and lowers it by the sold item after a sale', async () => {
    useSessionFlag.getState().setFlagged(true);
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
});
