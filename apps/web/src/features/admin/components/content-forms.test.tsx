import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCamelKeys, type BattlePassEditor, type LeaderboardEditor } from '@tastydrop/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { LeaderboardForm } from '../routes/leaderboard-editor-page';
import { PassForm } from '../routes/pass-editor-page';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const base = { id: 7, slug: 'daily-2026-11-27', running: true, ended: false, draft: null, versions: [] };
const board: LeaderboardEditor = {
  ...base,
  type: 'daily',
  rolls: true,
  live: { title: 'Гонка дня', startsAt: '2026-11-27T00:00:00.000Z', endsAt: '2026-11-28T00:00:00.000Z', prizes: [{ place: 1, itemId: 10 }, { place: 2, itemId: 11 }] },
};
const pass: BattlePassEditor = {
  ...base,
  type: 'battle_pass',
  live: {
    levels: [
      { level: 1, cost: 10, rewardCoins: 5, rewardMoney: 0, rewardCases: [] },
      { level: 2, cost: 20, rewardCoins: 0, rewardMoney: 100, rewardCases: [{ caseId: 3, opens: 2 }] },
    ],
  },
};

function recordDrafts(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`http://localhost:3000/api/admin/${path}`, async ({ request }) => {
      bodies.push(toCamelKeys(await request.json()));
      return HttpResponse.json({ data: { ok: true } });
    }),
  );
  return bodies;
}

describe('leaderboard prize editor', () => {
  it('refuses a gap in the places, then saves the fixed table as a draft', async () => {
    const bodies = recordDrafts('leaderboards/7/draft');
    renderWithApp(<LeaderboardForm editor={board} />);
    const save = screen.getByTestId('content-save-draft');
    expect(save.hasAttribute('disabled')).toBe(false);

    await userEvent.clear(screen.getByTestId('prize-place-1'));
    await userEvent.type(screen.getByTestId('prize-place-1'), '3');
    expect(within(screen.getByTestId('content-issues')).getByText('Места должны идти подряд с первого, без пропусков')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    await userEvent.clear(screen.getByTestId('prize-place-1'));
    await userEvent.type(screen.getByTestId('prize-place-1'), '2');
    await userEvent.clear(screen.getByTestId('prize-item-1'));
    await userEvent.type(screen.getByTestId('prize-item-1'), '42');
    expect(screen.queryByTestId('content-issues')).toBeNull();
    await userEvent.click(save);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ content: { prizes: [{ place: 1, itemId: 10 }, { place: 2, itemId: 42 }], startsAt: board.live.startsAt } });
  });

  it('explains an end before the start', () => {
    renderWithApp(<LeaderboardForm editor={board} />);
    const ends = screen.getByLabelText('Конец');
    fireEvent.change(ends, { target: { value: '2026-11-20T10:00' } });
    expect(screen.getByText('Конец должен быть позже начала')).toBeTruthy();
    expect(screen.getByTestId('content-save-draft').hasAttribute('disabled')).toBe(true);
  });
});

describe('battle pass editor', () => {
  it('refuses a threshold that does not grow and a level with nothing to give, then saves the levels', async () => {
    const bodies = recordDrafts('events/7/battle-pass/draft');
    renderWithApp(<PassForm editor={pass} />);
    const save = screen.getByTestId('content-save-draft');

    await userEvent.clear(screen.getByTestId('level-cost-2'));
    await userEvent.type(screen.getByTestId('level-cost-2'), '10');
    expect(screen.getByText('Порог монет должен расти от уровня к уровню')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(screen.getByTestId('level-cost-2'));
    await userEvent.type(screen.getByTestId('level-cost-2'), '25');

    await userEvent.clear(screen.getByTestId('level-coins-1'));
    expect(screen.getByText('Уровень должен что-то давать')).toBeTruthy();
    await userEvent.type(screen.getByTestId('level-coins-1'), '8');
    expect(screen.queryByTestId('content-issues')).toBeNull();

    await userEvent.click(save);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      content: { levels: [{ level: 1, cost: 10, rewardCoins: 8 }, { level: 2, cost: 25, rewardMoney: 100, rewardCases: [{ caseId: 3, opens: 2 }] }] },
    });
  });
});
