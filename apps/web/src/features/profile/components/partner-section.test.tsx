import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RakebackStatus } from '@tastydrop/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { partnersApi } from '../../../lib/api/endpoints/partners';
import { answer } from '../../../testing/api-handlers';
import { partnerStatsFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { PartnerSection } from './partner-section';

const stats = partnerStatsFixture;
const rakeback: RakebackStatus = { ratePercent: 1, period: 'day', level: 3, claimable: 2.5, minClaim: 1, nextClaimAt: null };

describe('PartnerSection', () => {
  it('creates a code, then shows the link, the empty list and the rakeback', async () => {
    let state = stats();
    const sent: unknown[] = [];
    server.use(
      answer(partnersApi.me, () => state),
      answer(partnersApi.rakeback, rakeback),
      http.post('http://localhost:3000/api/v1/partners/code', async ({ request }) => {
        sent.push(await request.json());
        state = stats({ code: 'Dragon7' });
        return HttpResponse.json({ data: { code: 'Dragon7' } });
      }),
    );
    renderWithApp(<PartnerSection />);
    const form = await screen.findByTestId('partner-create');
    await userEvent.type(form.querySelector('input')!, 'Dragon7');
    await userEvent.click(screen.getByRole('button', { name: 'Создать код' }));
    expect((await screen.findByTestId('partner-link')).textContent).toContain('/?ref=Dragon7');
    expect(sent).toEqual([{ code: 'Dragon7' }]);
    expect(screen.getByTestId('partner-players-empty').textContent).toContain('Пока никого');
    expect((await screen.findByTestId('rakeback-claimable')).textContent).toContain('2.50');
    expect(screen.getByTestId('rakeback').textContent).toContain('Каждый день возвращаем 1 %');
    expect(screen.getByTestId('partner-claim').hasAttribute('disabled')).toBe(true);
  });

  it('lists referred players, claims the commission and says a refusal in Russian', async () => {
    server.use(
      answer(partnersApi.me, stats({ code: 'Dragon7', referred: 1, active: 1, earned: 150.25, claimable: 150.25, canBind: false, players: [{ name: 'Друг', joinedAt: '2026-12-01T10:00:00.000Z', active: true, earned: 150.25 }] })),
      answer(partnersApi.rakeback, rakeback),
      http.post('http://localhost:3000/api/v1/partners/claim', () => HttpResponse.json({ code: 'partner_claim_too_soon', msg: '', parameters: {} }, { status: 429 })),
    );
    renderWithApp(<PartnerSection />);
    expect((await screen.findByTestId('partner-players')).textContent).toContain('Друг');
    expect(screen.queryByTestId('partner-bind')).toBeNull();
    await userEvent.click(screen.getByTestId('partner-claim'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Сегодня больше получить нельзя'));
  });

  it('names the rakeback period the programme sets', async () => {
    server.use(answer(partnersApi.me, stats()), answer(partnersApi.rakeback, { ...rakeback, period: 'week' }));
    renderWithApp(<PartnerSection />);
    await screen.findByTestId('rakeback-claimable');
    expect(screen.getByTestId('rakeback').textContent).toContain('Каждую неделю возвращаем 1 %');
  });

  it('draws the last 30 days of earnings as bars, the tallest for the best day, and nothing before the first kopeck', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, earned: i === 29 ? 12.5 : i === 10 ? 2.5 : 0 }));
    server.use(answer(partnersApi.me, stats({ code: 'Dragon7', earned: 15, days })), answer(partnersApi.rakeback, rakeback));
    const { unmount } = renderWithApp(<PartnerSection />);
    const chart = await screen.findByTestId('partner-chart');
    expect(chart.textContent).toContain('Доход за 30 дней: 15.00 ₽');
    const bars = chart.querySelectorAll('li');
    expect(bars).toHaveLength(30);
    expect(bars[29]!.getAttribute('aria-label')).toBe('30 нояб.: 12.50 ₽');
    expect((bars[29]!.firstElementChild as HTMLElement).style.height).toBe('100%');
    expect((bars[10]!.firstElementChild as HTMLElement).style.height).toBe('20%');
    unmount();
    server.use(answer(partnersApi.me, stats({ code: 'Dragon7', days: days.map((d) => ({ ...d, earned: 0 })) })));
    renderWithApp(<PartnerSection />);
    await screen.findByTestId('partner-link');
    expect(screen.queryByTestId('partner-chart')).toBeNull();
  });
});
