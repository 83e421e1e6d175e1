import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statsApi } from '../../../lib/api/endpoints/admin-catalog';
import { answer } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import StatsPage from './stats-page';

describe('StatsPage', () => {
  it('shows what the referral programme has paid in all beside the cases’ returns', async () => {
    server.use(
      answer(statsApi.cases, [{ caseId: 1, name: 'Базовый', slug: 'basic', configuredRtp: 0.9, realisedRtp: 0.85, opens: 12 }]),
      answer(statsApi.partners, { paid: 12_345.67 }),
    );
    renderWithApp(<StatsPage />);
    expect((await screen.findByTestId('partner-totals')).textContent).toBe('12\u00a0345.67 ₽');
    expect(screen.getByText('Выплачено по партнёрской программе')).toBeTruthy();
    expect((await screen.findByTestId('case-stats')).textContent).toContain('Базовый');
  });
});
