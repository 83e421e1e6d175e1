import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-handlers';
import { inventoryItemFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { ContractWorkspace } from './contract-workspace';
import { contractsApi } from '../../../lib/api/endpoints/contracts';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

describe('ContractWorkspace', () => {
  it('shows the value of the selected items and the prize range the server quotes for it', async () => {
    const items = [inventoryItemFixture(1, 12.5), inventoryItemFixture(2, 30), inventoryItemFixture(3, 7)];
    server.use(
      answer(inventoryApi.own, { items, totalItem: 3, totalPrice: 49.5 }),
      answer(contractsApi.preview, (request) => {
        const total = Number(new URL(request.url).searchParams.get('total'));
        return { total, available: true, range: { min: 10, max: 100 }, minPrize: total / 2, maxPrize: total * 4, expectedValue: total, chanceAbove: 37.5, candidates: 20 };
      }),
    );
    renderWithApp(<ContractWorkspace />);

    const cards = await screen.findAllByTestId('contract-item');
    await userEvent.click(cards[0]!);
    await userEvent.click(cards[1]!);

    expect(screen.getByTestId('contract-total').textContent).toBe('42.50 ₽');
    // The preview of 42.50 ₽: a prize from half to four times the value.
    await waitFor(() => expect(screen.getByTestId('contract-range').textContent).toBe('21.25 ₽ – 170.00 ₽'));
  });
});
