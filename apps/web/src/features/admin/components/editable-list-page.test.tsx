import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import MissionsPage from '../routes/missions-page';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const API = 'http://localhost:3000/api/admin';
const mission = { starts_at: null, ends_at: null, min_level: 0, max_level: null, players: 0, replaces_id: null };
const ROWS = [
  { ...mission, id: 5, type: 'push', prize: { kind: 'coins', amount: 1000 }, active: true, retired_at: null },
  { ...mission, id: 4, type: 'email', prize: { kind: 'money', amount: 500 }, active: false, retired_at: '2026-11-01T00:00:00.000Z' },
];

/** Answers the missions list, keeps every switch sent, and answers the save of mission 5 with its successor 6. */
function missionsApi(switchReply: () => Response = () => HttpResponse.json({ data: { ok: true } })) {
  const switches: unknown[] = [];
  server.use(
    http.get(`${API}/missions`, () => HttpResponse.json({ data: ROWS })),
    http.post(`${API}/missions/5/active`, async ({ request }) => {
      switches.push(await request.json());
      return switchReply();
    }),
    http.post(`${API}/missions/5`, () => HttpResponse.json({ data: { id: 6 } })),
  );
  return switches;
}

describe('EditableListPage (the missions page)', () => {
  it('switches a live row, offers no buttons on a replaced one, and edits a row until it is saved', { timeout: 30_000 }, async () => {
    const switches = missionsApi();
    renderWithApp(<MissionsPage />);
    const list = await screen.findByTestId('mission-list');
    expect(await within(list).findByTestId('mission-toggle-push')).toBeTruthy();
    expect(within(list).queryByTestId('mission-toggle-email')).toBeNull();
    expect(within(list).queryByTestId('mission-edit-email')).toBeNull();

    await userEvent.click(within(list).getByTestId('mission-toggle-push'));
    await expect.poll(() => switches).toEqual([{ active: false }]);

    await userEvent.click(within(list).getByTestId('mission-edit-push'));
    const form = await screen.findByTestId('mission-form');
    expect(within(form).getByText('Миссия «Push-уведомления» № 5')).toBeTruthy();
    await userEvent.click(within(form).getByTestId('mission-save'));
    expect((await screen.findByTestId('mission-saved')).textContent).toBe('Миссия № 6 сохранена');
    expect(screen.queryByTestId('mission-form')).toBeNull();
  });

  it('opens an empty editor for a new row, closes it on cancel, and says when a switch fails', { timeout: 30_000 }, async () => {
    missionsApi(() => HttpResponse.json({ code: 'unpredicted', msg: 'down', parameters: {} }, { status: 500 }));
    renderWithApp(<MissionsPage />);
    await userEvent.click(await screen.findByTestId('mission-create'));
    const form = await screen.findByTestId('mission-form');
    expect(within(form).getByText('Новая миссия', { selector: 'h2' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByTestId('mission-form')).toBeNull();

    await userEvent.click(await screen.findByTestId('mission-toggle-push'));
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось загрузить данные');
  });
});
