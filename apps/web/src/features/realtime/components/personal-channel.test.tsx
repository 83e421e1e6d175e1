import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { InfoPopup, LeaderboardHistoryEntry } from '@tastydrop/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
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

/** The battle pass levels waiting to be claimed, as the info popup reads them. */
function ClaimableLevels() {
  const info = useQuery({ queryKey: queryKeys.events.popupInfo(7), queryFn: () => callApi(eventsApi.popupInfo) }).data;
  return <p data-testid="claimable">{info === undefined ? 'loading' : info.chaleng.levels.map((l) => l.level).join(',') || 'none'}</p>;
}

/** Answers the call with `before` until the test releases the first answer, then with `after`: the first load is in flight meanwhile. */
function heldFirstAnswer<T>(before: T, after: T) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { asked: 0, release: () => release() };
  const reply = async () => {
    state.asked += 1;
    if (state.asked > 1) return after;
    await held;
    return before;
  };
  return { state, reply };
}

describe('personal channel', () => {
  // Each test subscribes afresh: a handler left from an earlier test would feed a page no longer on screen.
  beforeEach(() => channels.clear());

  it('shows battle pass progress made while the first load of the event data is still on its way', async () => {
    useSessionFlag.getState().setFlagged(true);
    const level: InfoPopup['chaleng']['levels'][number] = { id: 3, level: 2, reward: '5 монет', type: 'battlepass' };
    const popup = heldFirstAnswer<InfoPopup>({ chaleng: { levels: [] }, dailyCase: [] }, { chaleng: { levels: [level] }, dailyCase: [] });
    server.use(
      answer(usersApi.me, userFixture()),
      answer(usersApi.centrifugoToken, { centryfugoKey: 'key', channel: 'first_channel#7' }),
      answer(eventsApi.popupInfo, popup.reply),
    );
    renderWithApp(
      <>
        <PersonalChannel />
        <ClaimableLevels />
      </>,
    );
    await waitFor(() => expect(channels.has('first_channel#7')).toBe(true));
    await waitFor(() => expect(popup.state.asked).toBe(1));

    act(() => channels.get('first_channel#7')!({ event: 'challenge_progress' }));
    popup.state.release();

    await waitFor(() => expect(screen.getByTestId('claimable').textContent).toBe('2'));
    expect(popup.state.asked).toBe(2);
  });

  it('shows a prize given while the first load of the unseen prizes is still on its way', async () => {
    useSessionFlag.getState().setFlagged(true);
    // The first answer is made before the prize exists and held until the prize's message has arrived.
    const unseen = heldFirstAnswer<LeaderboardHistoryEntry[]>([], [prize]);
    server.use(
      answer(usersApi.me, userFixture()),
      answer(usersApi.centrifugoToken, { centryfugoKey: 'key', channel: 'first_channel#7' }),
      answer(leaderboardsApi.unseenRewards, unseen.reply),
    );
    renderWithApp(
      <>
        <PersonalChannel />
        <UnseenPrizes />
      </>,
    );
    await waitFor(() => expect(channels.has('first_channel#7')).toBe(true));
    await waitFor(() => expect(unseen.state.asked).toBe(1));

    act(() => channels.get('first_channel#7')!({ event: 'leaderboard_reward', leaderboardId: 1, place: 1 }));
    unseen.state.release();

    expect((await screen.findByText('Гонка дня')).dataset.testid).toBe('unseen');
    expect(unseen.state.asked).toBe(2);
  });
});
