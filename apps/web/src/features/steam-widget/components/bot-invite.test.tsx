import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '../../../lib/api/endpoints/users';
import { useAlertsStore } from '../../../stores/alerts-store';
import { answer } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { BotInvite } from './bot-invite';

const BOT = '76561198000000042';

/** A stand-in for the tab the click opens. */
function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  opened = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}
let opened: { mockRestore: () => void } | undefined;

describe('BotInvite', () => {
  afterEach(() => opened?.mockRestore());

  it("opens the bot's profile in a new tab and keeps a link to it", async () => {
    server.use(answer(usersApi.steamBotInvite, { botSteamid: BOT }));
    const tab = fakeTab();
    renderWithApp(<BotInvite />);
    await userEvent.click(screen.getByTestId('bot-invite-open'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(`https://steamcommunity.com/profiles/${BOT}`));
    expect(tab.opener).toBeNull();
    const link = screen.getByTestId('bot-invite-link');
    expect(link.getAttribute('href')).toBe(`https://steamcommunity.com/profiles/${BOT}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('closes the tab and says so when no bot can be given', async () => {
    server.use(http.post('http://localhost:3000/api/v1/users/steam/bot-invite', () => HttpResponse.json({ code: 'dataNotFound', msg: '', parameters: {} }, { status: 404 })));
    const tab = fakeTab();
    renderWithApp(<BotInvite />);
    await userEvent.click(screen.getByTestId('bot-invite-open'));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(screen.queryByTestId('bot-invite-link')).toBeNull();
    expect(useAlertsStore.getState().alerts.some((a) => a.title === 'Бот недоступен')).toBe(true);
  });
});
