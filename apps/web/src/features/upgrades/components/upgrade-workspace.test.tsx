import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UniqueItem } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { answer, siteConfigHandler } from '../../../testing/api-handlers';
import { inventoryItemFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { UpgradeWorkspace } from './upgrade-workspace';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { upgradesApi } from '../../../lib/api/endpoints/upgrades';

const target = UniqueItem.parse({
  id: 501,
  name: 'Manifold Paradox',
  hero: 'Phantom Assassin',
  slot: 'weapon',
  rarity: 'arcana',
  quality: 'arcana',
  image: '/static/target.png',
  price: 25,
  basePrice: 25,
  priceData: { price: 25, marketPrice: 25 },
});

describe('UpgradeWorkspace', () => {
  it('shows the stake, the target price and the chance the rate gives', async () => {
    server.use(
      siteConfigHandler,
      answer(upgradesApi.rate, { upgradeRate: 0.9, priceMaxDifference: 100, maxItems: 6, defaultFactor: 2, presets: [1.5, 2, 5] }),
      answer(inventoryApi.own, { items: [inventoryItemFixture(1, 10, 'Dragonclaw Hook')], totalItem: 1, totalPrice: 10 }),
      answer(upgradesApi.uniqueItems, { items: [target], total: 1, page: 1, perPage: 12 }),
    );
    renderWithApp(<UpgradeWorkspace />);

    await userEvent.click(await screen.findByTestId('own-item'));
    await userEvent.click(await screen.findByTestId('upgrade-target'));

    expect(screen.getByTestId('stake-total').textContent).toBe('10.00 ₽');
    expect(screen.getByTestId('target-price').textContent).toBe('25.00 ₽');
    // 10 ₽ staked on 25 ₽ at a 0.9 rate: 10 / 25 × 0.9 = 36 %.
    await waitFor(() => expect(screen.getByTestId('upgrade-chance').textContent).toBe('36%'));
  });
});
