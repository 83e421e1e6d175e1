import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithApp, testSiteConfig } from '../../../testing/render';
import TopPage from './top-page';

const board = (id: number, title: string) => ({
  id,
  dates: { start: '2026-01-01T00:00:00.000Z', end: '2099-01-01T00:00:00.000Z' },
  type: 'daily',
  title,
  description: title,
  image: '/static/top.png',
  prizes_count: 3,
  order: id,
  prizes_amount: 1000,
  my_position: null,
});

function boards() {
  server.use(
    http.get('http://localhost:3000/api/v2/top/active', () => HttpResponse.json({ data: [board(1, 'Топ дня'), board(2, 'Топ недели')] })),
    http.get('http://localhost:3000/api/v2/top/ranking/:id', () => HttpResponse.json({ data: { me: null, leaders: [] } })),
  );
}

describe('TopPage and the new-leaderboard flag', () => {
  it('shows the boards as a carousel while the flag is on', async () => {
    boards();
    renderWithApp(<TopPage />, { siteConfig: testSiteConfig({ newLeaderboard: true }) });
    expect(await screen.findByTestId('leaderboard-carousel', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Топ дня/ })).toBeTruthy();
    expect(screen.queryByTestId('leaderboards-classic')).toBeNull();
    expect(screen.queryAllByTestId('leaderboard-widget')).toHaveLength(0);
  });

  it('shows every board as a widget of its leaders while the flag is off', async () => {
    boards();
    renderWithApp(<TopPage />, { siteConfig: testSiteConfig({ newLeaderboard: false }) });
    expect(await screen.findByTestId('leaderboards-classic', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByTestId('leaderboard-widget')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Топ недели' })).toBeTruthy();
  });
});
