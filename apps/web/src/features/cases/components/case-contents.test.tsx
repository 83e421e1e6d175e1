import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackContentsResponse } from '@tastydrop/domain';
import { describe, expect, it, vi } from 'vitest';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { answer } from '../../../testing/api-handlers';
import { caseDetailsFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { CaseContents } from './case-contents';

// uPlot draws on a canvas jsdom does not have: the chart shows its title and the points it was given.
vi.mock('../../../components/ui/line-chart', () => ({
  LineChart: ({ title, series }: { title: string; series: { values: number[] }[] }) => (
    <figure data-testid="line-chart">
      {title}: {series[0]!.values.join(' → ')}
    </figure>
  ),
}));

const contents: PackContentsResponse = {
  items: [
    { itemId: 21, name: 'Fiery Soul', hero: 'Lina', rarity: 'rare', price: 1.25, image: '/static/a.png' },
    { itemId: 22, name: 'Bladeform', hero: 'Juggernaut', rarity: 'mythical', price: 2.25, image: '/static/b.png' },
  ],
};

const [skin, pack] = caseDetailsFixture(50, [
  { id: 1, name: 'Dragonclaw Hook', price: 200, chance: 10 },
  { id: 7, name: 'Treasure of Fortune I', price: 3.5, chance: 90 },
]).drops;

describe('CaseContents', () => {
  it('shows what a pack among the drops holds only when the player asks', async () => {
    let asked = 0;
    server.use(
      answer(inventoryApi.packContents, (request) => {
        asked += 1;
        expect(new URL(request.url).pathname).toBe('/api/v1/inventory/packs/7/items');
        return contents;
      }),
    );
    renderWithApp(<CaseContents drops={[skin!, { ...pack!, pack: true }]} caseName="dragon-case" caseId={11} signedIn={false} />);

    // Only the pack offers a look inside, and nothing opens or loads by itself.
    expect(screen.getAllByTestId('case-drop-pack')).toHaveLength(1);
    expect(screen.queryByTestId('pack-preview')).toBeNull();
    expect(asked).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Что внутри набора Treasure of Fortune I' }));
    const popup = await screen.findByTestId('pack-preview');
    expect(within(popup).getByRole('heading').textContent).toBe('Содержимое набора');
    expect((await within(popup).findByTestId('pack-preview-summary')).textContent).toBe('2 предмета на 3.50 ₽');
    expect(within(popup).getAllByTestId('pack-preview-item').map((item) => item.textContent)).toEqual([
      'Fiery SoulLina1.25 ₽',
      'BladeformJuggernaut2.25 ₽',
    ]);

    await userEvent.click(within(popup).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('pack-preview')).toBeNull();
  });

  it('offers an item\'s market price only while the site follows the market, and shows its 30 days', async () => {
    const asked: string[] = [];
    server.use(
      answer(casesApi.itemPrices, (request) => {
        asked.push(new URL(request.url).pathname);
        return {
          itemId: 1,
          name: 'Dragonclaw Hook',
          price: 200,
          market: { price: 184.5, pricedAt: '2026-12-07T09:00:00.000Z', heldSince: '2026-12-07T10:00:00.000Z' },
          days: [
            { day: '2026-12-05', price: 190 },
            { day: '2026-12-06', price: 186 },
            { day: '2026-12-07', price: 184.5 },
          ],
        };
      }),
    );
    const { unmount } = renderWithApp(<CaseContents drops={[skin!, { ...pack!, pack: true }]} caseName="dragon-case" caseId={11} signedIn={false} />);
    expect(screen.queryByTestId('case-drop-market')).toBeNull();
    unmount();

    renderWithApp(<CaseContents drops={[skin!, { ...pack!, pack: true }]} caseName="dragon-case" caseId={11} signedIn={false} marketPrices />);
    // The pack keeps its look inside; the item offers its market price.
    expect(screen.getAllByTestId('case-drop-market')).toHaveLength(1);
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Цена на рынке: Dragonclaw Hook' }));
    const popup = await screen.findByTestId('item-prices');
    expect((await within(popup).findByTestId('item-prices-site')).textContent).toBe('200.00 ₽');
    expect(within(popup).getByTestId('item-prices-market').textContent).toBe('184.50 ₽');
    expect(within(popup).getByText(/Свежих согласных цен нет/)).toBeTruthy();
    expect(within(popup).getByTestId('line-chart').textContent).toBe('Цена на торговых площадках за 30 дней: 190 → 186 → 184.5');
    expect(asked).toEqual(['/api/v1/items/1/prices']);
  });

  it('says the history is too short for a chart, and says so in Russian when the prices cannot load', async () => {
    server.use(answer(casesApi.itemPrices, { itemId: 1, name: 'Dragonclaw Hook', price: 200, market: null, days: [{ day: '2026-12-07', price: 184.5 }] }));
    renderWithApp(<CaseContents drops={[skin!]} caseName="dragon-case" caseId={11} signedIn={false} marketPrices />);
    await userEvent.click(screen.getByTestId('case-drop-market'));
    const popup = await screen.findByTestId('item-prices');
    expect((await within(popup).findByTestId('item-prices-market')).textContent).toBe('нет данных');
    expect(within(popup).getByTestId('item-prices-empty').textContent).toContain('график появится');
  });
});
