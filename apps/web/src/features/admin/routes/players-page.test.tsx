import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SEARCH_PART_MIN } from '@tastydrop/domain';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import PlayersPage from './players-page';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const player = { id: 7, login: 'tasty', nickname: 'Tasty', email: null, balance: 10, coin_balance: 0, last_ip: null, banned_at: null, board_excluded: false, created_at: '2026-11-01T10:00:00.000Z' };

describe('the console’s player search', () => {
  it('says a part is looked for from three characters on', () => {
    renderWithApp(<PlayersPage />, { route: '/admin/players' });
    expect(screen.getByText(new RegExp(`от ${CONSOLE_SEARCH_PART_MIN} символов`))).toBeTruthy();
  });

  it('tells that a shorter query must match whole, and still shows what it found', async () => {
    const asked: string[] = [];
    server.use(
      http.get('http://localhost:3000/api/admin/players', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ data: [player] });
      }),
    );
    renderWithApp(<PlayersPage />, { route: '/admin/players?q=7' });
    expect(screen.getByTestId('console-player-search-short').textContent).toContain('только точное совпадение');
    expect(await screen.findByText('Tasty')).toBeTruthy();
    expect(asked).toEqual(['7']);
  });

  it('shows no such note for a part long enough', async () => {
    server.use(http.get('http://localhost:3000/api/admin/players', () => HttpResponse.json({ data: [player] })));
    renderWithApp(<PlayersPage />, { route: '/admin/players?q=tas' });
    expect(await screen.findByText('Tasty')).toBeTruthy();
    expect(screen.queryByTestId('console-player-search-short')).toBeNull();
  });
});
