import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { SupportChatView } from './support-chat-view';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const API = 'http://localhost:3000/api/admin/support';
const message = (id: number, author: string, text: string) => ({ id, author, text, attachment: null, created_at: '2026-12-06T10:00:00.000Z', operator_login: author === 'operator' ? 'anna' : null });
const conversation = {
  conversation: {
    id: 7,
    status: 'open',
    user_id: 42,
    nickname: 'dragon',
    email: null,
    created_at: '2026-12-06T09:00:00.000Z',
    last_message_at: '2026-12-06T10:00:00.000Z',
    last_author: 'player',
    last_text: 'где предмет',
    unread: 2,
    player_last_read_id: 0,
    operator_last_read_id: 1,
  },
  messages: [message(1, 'operator', 'Здравствуйте'), message(2, 'player', 'привет'), message(3, 'player', 'где предмет')],
  has_older: false,
};

describe('SupportChatView', () => {
  it('reads what it shows, starts an answer from a canned one and shows the sent answer', { timeout: 30_000 }, async () => {
    const reads: unknown[] = [];
    const replies: unknown[] = [];
    server.use(
      http.get(`${API}/chats/7`, () => HttpResponse.json({ data: conversation })),
      http.get(`${API}/canned`, () => HttpResponse.json({ data: [{ id: 5, title: 'Ждите', text: 'Предмет в пути.', updated_at: '2026-12-06T09:00:00.000Z' }] })),
      http.get(`${API}/chats`, () => HttpResponse.json({ data: { rows: [], has_more: false, unread_conversations: 0 } })),
      http.post(`${API}/chats/7/read`, async ({ request }) => {
        reads.push(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
      http.post(`${API}/chats/7/messages`, async ({ request }) => {
        replies.push(await request.json());
        return HttpResponse.json({ data: { message: { ...message(4, 'operator', 'Предмет в пути.'), created_at: '2026-12-06T10:01:00.000Z' } } });
      }),
    );
    renderWithApp(<SupportChatView id={7} onBack={() => undefined} />);
    expect(await screen.findAllByTestId('support-chat-message-player')).toHaveLength(2);
    await vi.waitFor(() => expect(reads).toEqual([{ last_message_id: 3 }]));

    const picker = screen.getByTestId('support-canned-pick');
    await vi.waitFor(() => expect(picker.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(picker, { target: { value: '5' } });
    const box = screen.getByTestId<HTMLTextAreaElement>('support-reply-text');
    expect(box.value).toBe('Предмет в пути.');
    fireEvent.click(screen.getByTestId('support-reply-send'));
    await vi.waitFor(() => expect(screen.getAllByTestId('support-chat-message-operator')).toHaveLength(2));
    expect(replies).toEqual([{ text: 'Предмет в пути.' }]);
    expect(box.value).toBe('');
  });

  it('says so when the conversation does not load', { timeout: 30_000 }, async () => {
    server.use(http.get(`${API}/chats/8`, () => HttpResponse.json({ error: { code: 'dataNotFound' } }, { status: 404 })));
    renderWithApp(<SupportChatView id={8} onBack={() => undefined} />);
    expect(await screen.findByText('Не удалось загрузить переписку')).toBeTruthy();
  });
});
