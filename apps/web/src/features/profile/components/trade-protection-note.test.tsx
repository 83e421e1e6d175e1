import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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

async function card(id: number) {
  const items = await screen.findAllByTestId('inventory-item');
  await waitFor(() => expect(items.some((item) => item.dataset.id === String(id))).toBe(true));
  return within(items.find((item) => item.dataset.id === String(id))!);
}

describe('CS2 Trade Protection on the profile', () => {
  beforeEach(() => useSessionFlag.getState().setFlagged(true));

  it('says until when a withdrawn item can still be taken back, and that a reversed one was', async () => {
    const items = [
      { ...inventoryItemFixture(1, 12.5), status: 'STEAM_WITHDRAWN' as const, protectedUntil: '2026-12-14T12:00:00.000Z' },
      { ...inventoryItemFixture(2, 12.5), status: 'TRADE_REVERSED' as const },
      { ...inventoryItemFixture(3, 12.5), status: 'STEAM_WITHDRAWN' as const },
    ];
    server.use(
      siteConfigHandler,
      answer(usersApi.me, userFixture({ balance: 100, totalAmountItems: 0 })),
      answer(inventoryApi.own, { items, totalItem: items.length, totalPrice: 37.5 }),
    );
    renderWithApp(<OwnWithdrawals />);

    const withdrawn = await card(1);
    const note = withdrawn.getByTestId('item-protection');
    expect(note.textContent).toMatch(/^Защита обмена до 14 декабря/);
    expect(note.getAttribute('title')).toContain('Steam может отменить обмен');
    expect(withdrawn.getByTestId('item-status').textContent).toBe('Выведен в Steam');

    const reversed = await card(2);
    expect(reversed.getByTestId('item-status').textContent).toBe('Обмен отменён в Steam');
    expect(reversed.getByTestId('item-reversed').textContent).toContain('Напишите в поддержку');

    // Dota 2, or a protection already over: nothing to say.
    expect((await card(3)).queryByTestId('item-protection')).toBeNull();
  });
});
