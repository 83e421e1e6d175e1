import { act, screen, waitFor } from '@testing-library/react';
import { UserLevels } from '@tastydrop/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from '../../features/header/components/header';
import { PersonalChannel } from '../../features/realtime/components/personal-channel';
import type { RealtimeEvent, RealtimeHandler } from '../realtime';
import { useSessionFlag } from '../../stores/session-store';
import { answer, siteConfigHandler } from '../../testing/api-handlers';
import { userFixture } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { renderWithApp } from '../../testing/render';
import { usersApi } from '../api/endpoints/users';
import { queryKeys } from '../query-keys';
import { updateFinance } from './finance-store';

// The personal channel's messages are handed to the page by hand: the test holds the handler it subscribes.
const channels = vi.hoisted(() => new Map<string, (event: RealtimeEvent) => void>());
vi.mock('../../hooks/use-realtime-channel', () => ({
  useRealtimeChannel: (channel: string | null, handler: RealtimeHandler) => {
    if (channel) channels.set(channel, handler);
  },
}));

const levels = UserLevels.parse({
  userLevel: 3,
  percentToNextLevel: 10,
  expToNextLevel: 100,
  wasGeneratedLvl: true,
  currentExp: 10,
  expPreviousLevel: 0,
  nearestCaseTime: null,
  nextLevelCaseData: null,
  availableCases: [],
});

function signedIn(balance: number) {
  useSessionFlag.getState().setFlagged(true);
  server.use(
    siteConfigHandler,
    answer(usersApi.me, userFixture({ balance, coinBalance: 5 })),
    answer(usersApi.levels, levels),
    answer(usersApi.centrifugoToken, { centryfugoKey: 'key', channel: 'first_channel#7' }),
  );
  return renderWithApp(
    <>
      <Header minimal />
      <PersonalChannel />
    </>,
  );
}

describe('finance store', () => {
  // The header's signed-in block is a chunk of its own: compiled once here, not inside the first test's wait (which
  // still allows for the lazy block's turn on a busy machine).
  beforeAll(() => import('../../features/header/components/signed-in-block'), 30_000);

  it('shows the balance a `balance` message carries in the header', async () => {
    signedIn(100);
    expect((await screen.findByTestId('user-balance', {}, { timeout: 4000 })).textContent).toBe('100.00 ₽');
    await waitFor(() => expect(channels.has('first_channel#7')).toBe(true));

    act(() => channels.get('first_channel#7')!({ event: 'balance', balance: 250.5, coinBalance: 12 }));

    // The message is checked against the channel's events first (the schemas load with the first one).
    await waitFor(() => expect(screen.getByTestId('user-balance').textContent).toBe('250.50 ₽'));
  });

  it('keeps the amount of a call when a user answer sent before it lands after it', async () => {
    const { client } = signedIn(100);
    expect((await screen.findByTestId('user-balance', {}, { timeout: 4000 })).textContent).toBe('100.00 ₽');
    // The next user answer leaves now and is held until the call has answered.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    server.use(
      siteConfigHandler,
      answer(usersApi.me, async () => {
        asked = true;
        await gate;
        return userFixture({ balance: 100, coinBalance: 5 });
      }),
    );
    const refetch = client.refetchQueries({ queryKey: queryKeys.users.me });
    await waitFor(() => expect(asked).toBe(true));

    act(() => updateFinance({ balance: 40 }));
    expect(screen.getByTestId('user-balance').textContent).toBe('40.00 ₽');

    release();
    await act(() => refetch);
    expect(screen.getByTestId('user-balance').textContent).toBe('40.00 ₽');
  });
});
