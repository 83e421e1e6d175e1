import { screen, within } from '@testing-library/react';
import { toSnakeKeys, type ConsoleMarketPrices } from '@tastydrop/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { MarketPricesPanel } from './market-prices-panel';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const answer = (data: ConsoleMarketPrices) =>
  server.use(http.get('http://localhost:3000/api/admin/prices/market', () => HttpResponse.json({ data: toSnakeKeys(data) as JsonBodyType })));

describe('MarketPricesPanel', () => {
  it('says the catalog keeps its own prices when no feed is configured', async () => {
    answer({ configured: [], feeds: [], counts: { items: 40, priced: 0, held: 0 }, items: [] });
    renderWithApp(<MarketPricesPanel />);
    expect((await screen.findByTestId('market-prices-demo')).textContent).toContain('Источники цен не подключены');
  });

  it('names each feed failure in Russian and shows held items with why their sources were left out', async () => {
    answer({
      configured: ['skinport', 'market'],
      feeds: [
        { source: 'market', lastRunAt: '2026-12-07T09:00:00.000Z', lastOkAt: '2026-12-07T08:55:00.000Z', lastError: 'feed_timeout', matched: 0, dropped: 0 },
        { source: 'skinport', lastRunAt: '2026-12-07T09:00:00.000Z', lastOkAt: '2026-12-07T09:00:00.000Z', lastError: null, matched: 812, dropped: 3 },
      ],
      counts: { items: 900, priced: 812, held: 1 },
      reprice: { enabled: true, minMove: 0.02, maxItemMove: 0.15, maxCasePriceMove: 0.1, breakerMove: 0.3, targetRtp: 0.9, last: { at: '2026-12-07T09:00:00.000Z', published: false, target: 'approval:4' } },
      items: [
        {
          itemId: 7,
          name: 'Crimson Witness',
          catalogPrice: 100_00,
          marketPrice: 84_00,
          difference: -0.16,
          sources: ['market'],
          dropped: [
            { source: 'market', reason: 'outlier' },
            { source: 'skinport', reason: 'outlier' },
          ],
          pricedAt: '2026-12-07T08:00:00.000Z',
          heldSince: '2026-12-07T09:00:00.000Z',
        },
      ],
    });
    renderWithApp(<MarketPricesPanel />);
    const feeds = await screen.findByTestId('market-prices-feeds');
    expect(within(feeds).getByText('не ответил вовремя')).toBeTruthy();
    expect(within(feeds).getByText('работает')).toBeTruthy();
    expect(screen.getByTestId('market-prices-counts').textContent).toBe('Предметов: 900 · с рыночной ценой: 812 · цена удерживается: 1');
    const row = within(screen.getByTestId('market-prices-items')).getByText('Crimson Witness').closest('tr')!;
    expect(row.textContent).toContain('-16.0 %');
    expect(row.textContent).toContain('Удерживается с');
    expect(row.textContent).toContain('Маркет: выбивается, Skinport: выбивается');
    const reprice = screen.getByTestId('market-reprice').textContent!;
    expect(reprice).toContain('до 15 % по предмету и до 10 % по цене кейса публикуются сразу');
    expect(reprice).toContain('переоценивается на 90 %');
    expect(reprice).toContain('ждёт подтверждения в разделе согласований');
  });

  it('says when the catalog does not follow the market', async () => {
    answer({
      configured: ['skinport'],
      feeds: [],
      counts: { items: 10, priced: 0, held: 0 },
      reprice: { enabled: false, minMove: 0.02, maxItemMove: 0.15, maxCasePriceMove: 0.1, breakerMove: 0.3, targetRtp: 0.9, last: null },
      items: [],
    });
    renderWithApp(<MarketPricesPanel />);
    expect(await screen.findByText(/Автоматическая переоценка выключена/)).toBeTruthy();
  });
});
