import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { DropTableEditor } from './drop-table-editor';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const API = 'http://localhost:3000/api/admin/catalog';

/** Two items of 1.50 ₽ and 4.00 ₽ at 80 % and 20 %: expected value 2.00 ₽. */
function renderEditor(price = 300, publishedVolatility: number | null = null) {
  server.use(http.get(`${API}/items`, () => HttpResponse.json({ data: [{ id: 9, name: 'Retired', price: 100, hidden: true }, { id: 3, name: 'Third', price: 500, hidden: false }] })));
  renderWithApp(
    <DropTableEditor
      caseId={7}
      initial={[
        { itemId: 1, name: 'Cheap', price: 150, chance: '80' },
        { itemId: 2, name: 'Dear', price: 400, chance: '20' },
      ]}
      price={price}
      everyNOpenFree={null}
      itemsPerOpen={1}
      rtpCeiling={0.95}
      publishedVolatility={publishedVolatility}
    />,
  );
}

describe('DropTableEditor', () => {
  it('names the volatility in words, and the one the case page shows while the draft measures otherwise', () => {
    renderEditor(300, 3);
    expect(screen.getByTestId('drop-table-volatility').textContent).toBe('Волатильность по таблице: низкая');
    expect(screen.getByTestId('drop-table-volatility-live').textContent).toContain('на странице кейса сейчас: высокая');
  });

  it('says nothing more while the draft measures as the published table does', () => {
    renderEditor(300, 1);
    expect(screen.getByTestId('drop-table-volatility').textContent).toBe('Волатильность по таблице: низкая');
    expect(screen.queryByTestId('drop-table-volatility-live')).toBeNull();
  });

  it('recomputes the chances, the return, the volatility and the price for a target on every keystroke', async () => {
    renderEditor();
    const stats = screen.getByTestId('drop-table-stats');
    expect(stats.textContent).toContain('Сумма шансов: 100.000 %');
    expect(screen.getByTestId('drop-table-rtp').textContent).toBe('RTP: 66.67 %');
    expect(screen.getByTestId('drop-table-price-for-target').textContent).toBe('Цена для целевого RTP: 2.23 ₽');
    expect(screen.getByTestId('drop-table-volatility').textContent).toBe('Волатильность по таблице: низкая');

    fireEvent.change(screen.getByTestId('drop-chance-1'), { target: { value: '70' } });
    expect(stats.textContent).toContain('Сумма шансов: 90.000 %');
    expect(stats.textContent).toContain('Шансы должны давать ровно 100 %');
    expect(screen.getByTestId('drop-tickets-1').textContent).toBe('70000');
    expect((screen.getByTestId('publish-case') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByTestId('drop-chance-2'), { target: { value: '30' } });
    expect(screen.getByTestId('drop-table-rtp').textContent).toBe('RTP: 75.00 %');
    fireEvent.change(screen.getByTestId('target-rtp'), { target: { value: '80' } });
    expect(screen.getByTestId('drop-table-price-for-target').textContent).toBe('Цена для целевого RTP: 2.82 ₽');

    // Too cheap a case is above the ceiling: publishing is off and the reason is shown.
    fireEvent.change(screen.getByTestId('publish-price'), { target: { value: '2' } });
    expect(screen.getByTestId('drop-table-rtp').textContent).toBe('RTP: 112.50 %');
    expect(screen.getByText('RTP выше потолка — публикация невозможна')).toBeTruthy();
    expect((screen.getByTestId('publish-case') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('use-target-price'));
    expect((screen.getByTestId('publish-price') as HTMLInputElement).value).toBe('2.82');
    expect((screen.getByTestId('publish-case') as HTMLButtonElement).disabled).toBe(false);
  }, 20_000);

  it('offers no hidden item and shows a refused publish in Russian with the figures', async () => {
    server.use(
      http.post(`${API}/cases/7/publish`, () =>
        HttpResponse.json({ code: 'catalog_rtp_above_ceiling', msg: 'rtp above ceiling', parameters: { rtp: 0.9612, ceiling: 0.95, min: 0.8, case_id: 7, case_name: 'Тестовый' } }, { status: 409 }),
      ),
    );
    renderEditor();
    const add = screen.getByTestId('drop-item-add');
    expect(await screen.findByRole('option', { name: /Third/ })).toBeTruthy();
    expect(add.textContent).not.toContain('Retired');
    await userEvent.click(screen.getByTestId('publish-case'));
    expect((await screen.findByTestId('catalog-error')).textContent).toBe(
      'Не применено: RTP кейса «Тестовый» стал бы 96.12 %, выше потолка 95.00 %. Поднимите цену кейса или уменьшите шансы и цены дорогих предметов.',
    );
  }, 20_000);
});
