import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { LeaderboardHistoryEntry } from '@tastydrop/domain';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api/call';
import { leaderboardsApi } from '../../../lib/api/endpoints/leaderboards';
import { usersApi } from '../../../lib/api/endpoints/users';
import type { RealtimeEvent, RealtimeHandler } from '../../../lib/realtime';
import { queryKeys } from '../../../lib/query-keys';
import { useSessionFlag } from '../../../stores/session-store';
import { answer } from '../../../testing/api-handlers';
import { userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { PersonalChannel } from './personal-channel';

// The personal channel's messages are handed to the page by hand: the test holds the handler it subscribes.
const channels = vi.hoisted(() => new Map<string, (event: RealtimeEvent) => void>());
vi.mock('../../../hooks/use-realtime-channel', () => ({
  useRealtimeChannel: (channel: string | null, handler: RealtimeHandler) => {
    if (channel) channels.set(channel, handler);
  },
}));

const prize: LeaderboardHistoryEntry = { id: 41, name: 'Гонка дня', place: 1, drop: { id: 5, name: 'Arcana', image: '/a.png', price: 120, rarity: 'arcana' } };

/** The unseen prizes as the reward popup reads them. */
function UnseenPrizes() {
  const prizes = useQuery({ queryKey: queryKeys.leaderboards.unseenOf(7), queryFn: () => callApi(leaderboardsApi.unseenRewards) }).data;
  return <p data-testid="unseen">{prizes === undefined ? 'loading' : prizes.map((p) => p.name).join(',') || 'none'}</p>;
}

describe('personal channel', () => {
  it('shows a prize given while the first load of the unseen prizes is still on its way', async () => {
    useSessionFlag.getState().setFlagged(true);
    // The first answer is made before the prize exists and held until the prize's message has arrived.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    server.use(
      answer(usersApi.me, userFixture()),
      answer(usersApi.centrifugoToken, { centryfugoKey: 'key', channel: 'first_channel#7' }),
      answer(leaderboardsApi.unseenRewards, async () => {
        asked += 1;
        if (asked > 1) return [prize];
        await held;
        return [];
      }),
    );
    renderWithApp(
      <>
        <PersonalChannel />
        <UnseenPrizes />
      </>,
    );
    await waitFor(() => expect(channels.has('first_channel#7')).toBe(true));
    await waitFor(() => expect(asked).toBe(1));

    act(() => channels.get('first_channel#7')!({ event: 'leaderboard_reward', leaderboardId: 1, place: 1 }));
    release();

    expect((await screen.findByText('Гонка дня')).dataset.testid).toBe('unseen');
    expect(asked).toBe(2);
  });
});
