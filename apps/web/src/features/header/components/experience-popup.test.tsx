import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserLevels } from '@tastydrop/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';
import { local, readStored, writeStored } from '../../../lib/storage';
import { useSessionFlag } from '../../../stores/session-store';
import { answer, siteConfigHandler } from '../../../testing/api-handlers';
import { userFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { experienceMemoryKey, isExperienceMemory } from '../utils/experience-popup';
import { ExperiencePopup } from './experience-popup';

// The landing's quiet time is over: the popup's turn depends only on the route and the queue.
vi.mock('../../../hooks/use-since-landing', () => ({ useSinceLanding: () => 60_000 }));

const user = userFixture();
const key = experienceMemoryKey(user.userId);
const fifth = UserLevels.parse({
  userLevel: 5,
  percentToNextLevel: 8,
  expToNextLevel: 230,
  wasGeneratedLvl: true,
  currentExp: 520,
  expPreviousLevel: 500,
  nearestCaseTime: null,
  nextLevelCaseData: { caseName: 'Рубиновый', link: '/daily-cases', id: 12 },
  availableCases: [{ caseName: 'Изумрудный', link: '/daily-cases', id: 11 }],
});

function signedIn(route = '/') {
  useSessionFlag.getState().setFlagged(true);
  server.use(siteConfigHandler, answer(usersApi.me, user), answer(usersApi.levels, fifth));
  return renderWithApp(<ExperiencePopup />, { route });
}

describe('ExperiencePopup', () => {
  afterEach(() => local()?.removeItem(key));

  it('after a level of play: the level, the experience earned, the way on and the free cases; closing remembers it', async () => {
    writeStored(local(), key, { level: 4, exp: 400, generated: true });
    signedIn();
    expect((await screen.findByTestId('experience-popup-level')).textContent).toBe('5');
    expect(screen.getByTestId('experience-popup-gained').textContent).toBe('+120 очков опыта за игру');
    expect(screen.getByText('До 6 уровня — 230 очков опыта')).toBeTruthy();
    expect(screen.getByTestId('experience-popup-cases').textContent).toContain('Изумрудный');
    expect(screen.getByText('Следующий бесплатный кейс — «Рубиновый» — откроется на более высоком уровне.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('experience-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('experience-popup')).toBeNull());
    expect(readStored(local(), key, isExperienceMemory)).toEqual({ level: 5, exp: 520, generated: true });
  });

  it('a player this browser first sees is only remembered', async () => {
    signedIn();
    await waitFor(() => expect(readStored(local(), key, isExperienceMemory)).toEqual({ level: 5, exp: 520, generated: true }));
    expect(screen.queryByTestId('experience-popup')).toBeNull();
  });

  it('never opens over a game', async () => {
    writeStored(local(), key, { level: 4, exp: 400, generated: true });
    const { client } = signedIn('/open/basic');
    await waitFor(() => expect(client.getQueryData(queryKeys.users.levels(user.userId))).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('experience-popup')).toBeNull();
  });
});
