import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toSnakeKeys, type AnalyticsSummaryData } from '@tastydrop/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { AnalyticsPanel } from './analytics-panel';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const summary = (views: number): AnalyticsSummaryData => ({
  pageViews: views,
  sessions: 4,
  sources: [{ source: 'vk', medium: 'cpc', campaign: 'winter', views, sessions: 2 }],
  referrers: [{ referrer: 'Direct', views }],
  pages: [{ path: '/', views }],
  languages: [{ language: 'ru-RU', sessions: 4 }],
  screens: [{ screen: '1440×900', sessions: 4 }],
  eventClicks: [],
});

describe('AnalyticsPanel', () => {
  it('shows the utm sources of the chosen period and offers the whole table', async () => {
    const asked: string[] = [];
    server.use(
      http.get('http://localhost:3000/api/admin/analytics', ({ request }) => {
        const days = new URL(request.url).searchParams.get('days') ?? '';
        asked.push(days);
        return HttpResponse.json({ data: toSnakeKeys(summary(days === '30' ? 300 : 12)) as JsonBodyType });
      }),
    );
    renderWithApp(<AnalyticsPanel />);
    const panel = await screen.findByTestId('console-analytics');
    expect(await within(panel).findByText('winter')).toBeTruthy();
    expect(within(panel).getAllByText('12').length).toBeGreaterThan(0);
    await userEvent.click(within(panel).getByRole('tab', { name: /30/ }));
    expect(await within(panel).findAllByText('300')).not.toHaveLength(0);
    expect(asked).toEqual(['7', '30']);
    expect(within(panel).getByRole('button', { name: 'Вся таблица (CSV)' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Вся таблица (CSV)' })).toBeNull();
  });
});
