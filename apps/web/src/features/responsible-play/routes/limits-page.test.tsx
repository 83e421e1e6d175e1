import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResponsiblePlayState } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import { answer } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import LimitsPage from './limits-page';

describe('LimitsPage', () => {
  it('says «Сохранено.» after the reality-check interval is saved, and keeps the new choice', async () => {
    let state: ResponsiblePlayState = {
      limits: [],
      block: null,
      birthDateConfirmed: true,
      depositsClosed: false,
      realityCheckMinutes: 30,
      dailyPlayMinutes: null,
      hasDeposited: true,
    };
    const saved: unknown[] = [];
    server.use(
      answer(responsiblePlayApi.state, () => state),
      answer(responsiblePlayApi.playTime, async (request) => {
        const body = (await request.json()) as { reality_check_minutes: 15 | 30 | 60 };
        saved.push(body);
        state = { ...state, realityCheckMinutes: body.reality_check_minutes };
        return { ok: true as const };
      }),
    );
    renderWithApp(<LimitsPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Каждые 60 минут' }));
    const panel = screen.getByRole('region', { name: 'Время игры' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    expect((await within(panel).findByRole('status')).textContent).toBe('Сохранено.');
    expect(saved).toEqual([{ reality_check_minutes: 60, daily_play_minutes: null }]);
    // The settings were read again after the save: the message stays and the choice is the saved one.
    await waitFor(() => expect(state.realityCheckMinutes).toBe(60));
    expect(within(screen.getByRole('region', { name: 'Время игры' })).getByRole('status').textContent).toBe('Сохранено.');
    expect((screen.getByRole('radio', { name: 'Каждые 60 минут' }) as HTMLInputElement).checked).toBe(true);
  });
});
