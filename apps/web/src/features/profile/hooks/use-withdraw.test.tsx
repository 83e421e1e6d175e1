import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@tastydrop/domain';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/inventory.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { useAlertsStore } from '../../../stores/alerts-store';
import { useWithdraw } from './use-withdraw';

i18n.addResourceBundle('ru', 'inventory', texts, true, true);

const user = { userId: 7, steam: { link: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=Ab', login: null } } as unknown as User;

function WithdrawButton() {
  const { withdraw } = useWithdraw(user);
  return (
    <button type="button" onClick={() => withdraw([41])}>
      withdraw
    </button>
  );
}

function answer(extra: Record<string, unknown>) {
  server.use(http.post('http://localhost:3000/api/v1/inventory/senditem', () => HttpResponse.json({ data: { items: [{ id: 41, status: 'PREPARING', timer_data: 300 }], sandbox: false, ...extra } })));
}

beforeEach(() => useAlertsStore.setState({ alerts: [] }));

describe('withdrawing', () => {
  it('says the offer goes out in a few minutes', async () => {
    answer({});
    renderWithApp(<WithdrawButton />);
    await userEvent.click(screen.getByRole('button'));
    await expect.poll(() => useAlertsStore.getState().alerts).toEqual([expect.objectContaining({ type: 'success', title: texts.toasts.withdrawStarted })]);
  });

  it('says when a withdrawal held for a replaced trade link goes out, and why', async () => {
    answer({ held_until: '2026-12-08T09:30:00.000Z' });
    renderWithApp(<WithdrawButton />);
    await userEvent.click(screen.getByRole('button'));
    await expect.poll(() => useAlertsStore.getState().alerts).toHaveLength(1);
    const [alert] = useAlertsStore.getState().alerts;
    expect(alert!.title).toBe(texts.toasts.withdrawHeld);
    const time = new Date('2026-12-08T09:30:00.000Z').toLocaleString('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
    expect(alert!.message).toContain(`не раньше ${time}`);
    expect(alert!.message).toContain('напишите в поддержку');
  });
});
