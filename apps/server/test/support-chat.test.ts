import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { localTime, SUPPORT_ATTACHMENT_MAX_BYTES } from '@tastydrop/domain';
import { jobs, supportConversations, supportMessages, users } from '../src/platform/db/schema/index.js';
import type { MailMessage, Mailer } from '../src/platform/mail/mailer.js';
import { saveOfficeHours } from '../src/modules/support/office-hours.js';
import { mailUnreadAnswers, SUPPORT_REPLY_MAIL_JOB } from '../src/modules/support/reply-mail.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { Client } from './ws-client.js';

let t: TestApp;
let url: string;
let operator: ConsoleUser;
const clients: Client[] = [];

const ALWAYS_OPEN = { timezone: 'Europe/Moscow', days: Array.from({ length: 7 }, () => ({ from: 0, to: 1440 })) };
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', SUPPORT_MAIL_DELAY_MINUTES: '10' } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  operator = await consoleUser(t, 'support');
  await saveOfficeHours(t.database.db, ALWAYS_OPEN);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

type Who = { token: string } | { guest: string } | Record<string, never>;
const GUEST = {} as Record<string, never>;

function headersOf(who: Who): { headers?: Record<string, string>; cookies?: Record<string, string> } {
  if ('token' in who) return { headers: bearer(who.token) };
  if ('guest' in who) return { cookies: { tdSupportGuest: who.guest } };
  return {};
}

const chat = (who: Who) => t.app.inject({ method: 'GET', url: '/api/v1/support/chat', ...headersOf(who) });
const send = (who: Who, text: string, remoteAddress = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/support/chat/messages', payload: { text }, remoteAddress, ...headersOf(who) });
const upload = (who: Who, bytes: Buffer, type: string) => {
  const { headers, cookies } = headersOf(who);
  return t.app.inject({ method: 'POST', url: '/api/v1/support/chat/attachments', payload: bytes, headers: { ...headers, 'content-type': type }, ...(cookies ? { cookies } : {}) });
};
const consoleCall = (method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/support${path}`, headers: operator.headers, ...(payload ? { payload } : {}) });

async function startGuest(email: string): Promise<{ guest: string; conversationId: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/support/chat/start', payload: { email }, remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}` });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'tdSupportGuest');
  expect(cookie?.httpOnly).toBe(true);
  expect(res.cookies.find((c) => c.name === 'tdSupport')?.value).toBe('1');
  return { guest: cookie!.value, conversationId: (res.json().data as { conversation: { id: number } }).conversation.id };
}

async function connect(): Promise<Client> {
  const client = await Client.connect(url);
  clients.push(client);
  return client;
}

/** The next realtime message on a channel whose data passes `match`. */
const nextOn = (client: Client, channel: string, match: (data: Record<string, unknown>) => boolean) =>
  client.next((m) => m.type === 'message' && m.channel === channel && match(m.data ?? {}), `a message on ${channel}`);

describe('the player’s side', () => {
  it('lets a guest open a conversation with an address and come back to it with the cookie', async () => {
    const { guest, conversationId } = await startGuest('Guest@Example.com');
    const first = await send({ guest }, 'Не пришёл предмет после вывода');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.messages).toMatchObject([{ author: 'player', text: 'Не пришёл предмет после вывода', attachment: null }]);
    const again = (await chat({ guest })).json().data;
    expect(again).toMatchObject({ guest: true, conversation: { id: conversationId, status: 'open', email: 'guest@example.com', unread: 0 } });
    expect(again.messages.map((m: { text: string }) => m.text)).toEqual(['Не пришёл предмет после вывода']);
    expect(again.realtime.channel).toBe('support');
  });

  it('refuses a guest who has given no address, in Russian', async () => {
    const res = await send(GUEST, 'Здравствуйте');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'support_no_conversation', msg: 'Укажите почту, чтобы начать чат с поддержкой' });
    expect((await chat({ guest: 'made-up-token' })).json().data.conversation).toBeNull();
  });

  it('gives a signed-in player one conversation that keeps its history', async () => {
    const player = await registerUser(t.app);
    expect((await chat(player)).json().data).toMatchObject({ conversation: null, guest: false, messages: [] });
    await send(player, 'Первое');
    await send(player, 'Второе');
    const view = (await chat(player)).json().data;
    expect(view.messages.map((m: { text: string }) => m.text)).toEqual(['Первое', 'Второе']);
    const rows = await t.database.db.select().from(supportConversations).where(eq(supportConversations.userId, player.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses empty and too long messages', async () => {
    const player = await registerUser(t.app);
    expect((await send(player, '   ')).statusCode).toBe(400);
    expect((await send(player, 'я'.repeat(2001))).json().code).toBe('validation');
  });

  it('limits how fast one player sends messages', async () => {
    const player = await registerUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await send(player, `Сообщение ${i}`)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('attachments', () => {
  it('takes a PNG by its content and serves it only to its conversation and the console', async () => {
    const owner = await registerUser(t.app);
    const res = await upload(owner, PNG, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const attachment = res.json().data.messages[0].attachment as { id: number };
    expect(attachment).toMatchObject({ content_type: 'image/png', width: 1, height: 1, byte_size: PNG.length });
    const path = `/api/v1/support/chat/attachments/${attachment.id}`;
    const own = await t.app.inject({ method: 'GET', url: path, headers: bearer(owner.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);

    const stranger = await registerUser(t.app);
    await send(stranger, 'У меня тоже вопрос');
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const { guest } = await startGuest('other@example.com');
    expect((await t.app.inject({ method: 'GET', url: path, cookies: { tdSupportGuest: guest } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/support/attachments/${attachment.id}`, headers: bearer(stranger.token) })).statusCode).toBe(403);
    const fromConsole = await consoleCall('GET', `/attachments/${attachment.id}`);
    expect(fromConsole.statusCode).toBe(200);
    expect(fromConsole.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not a PNG, JPEG or WebP picture, whatever it is called', async () => {
    const player = await registerUser(t.app);
    for (const [bytes, type] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
      [GIF, 'image/png'],
      [GIF, 'image/gif'],
      [PNG.subarray(0, 12), 'image/png'],
    ] as const) {
      const res = await upload(player, bytes, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'support_attachment_invalid', msg: 'Можно прикрепить только изображение PNG, JPEG или WebP' });
    }
    expect((await chat(player)).json().data.conversation).toBeNull();
  });

  it('refuses a picture over 5 MB', async () => {
    const player = await registerUser(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES)]);
    const res = await upload(player, big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('support_attachment_too_large');
  });
});

describe('the console and realtime', () => {
  it('brings the player’s message to the inbox and the operator’s reply to the player at once', async () => {
    const player = await registerUser(t.app);
    await send(player, 'Где мой скин?');
    const view = (await chat(player)).json().data as { conversation: { id: number }; realtime: { channel: string; token: string } };
    const conversationId = view.conversation.id;

    const playerSocket = await connect();
    await playerSocket.subscribe('support', view.realtime.token);
    const grant = (await consoleCall('GET', '/realtime')).json().data as { channel: string; token: string };
    expect(grant.channel).toBe('support_inbox');
    const consoleSocket = await connect();
    await consoleSocket.subscribe('support_inbox', grant.token);

    await send(player, 'Жду ответа');
    const inboxEvent = await nextOn(consoleSocket, 'support_inbox', (d) => d.event === 'support_message' && d.conversation_id === conversationId);
    expect((inboxEvent.data!.message as { text: string }).text).toBe('Жду ответа');

    const inbox = (await consoleCall('GET', '/chats?status=open')).json().data as { rows: { id: number; unread: number }[]; unread_conversations: number };
    expect(inbox.rows.find((r) => r.id === conversationId)?.unread).toBe(2);
    expect(inbox.unread_conversations).toBeGreaterThan(0);

    const reply = await consoleCall('POST', `/chats/${conversationId}/messages`, { text: 'Проверяем, минуту' });
    expect(reply.statusCode).toBe(200);
    const delivered = await nextOn(playerSocket, 'support', (d) => d.event === 'support_message' && (d.message as { author: string }).author === 'operator');
    expect(delivered.data).toMatchObject({ conversation_id: conversationId, message: { author: 'operator', text: 'Проверяем, минуту' } });
    expect((delivered.data!.message as Record<string, unknown>).operator_login).toBeUndefined();

    // Unread on both sides: the reply marked the player's messages read for the operators.
    const afterReply = (await chat(player)).json().data;
    expect(afterReply.conversation.unread).toBe(1);
    const row = (await consoleCall('GET', '/chats?status=open')).json().data.rows.find((r: { id: number }) => r.id === conversationId);
    expect(row.unread).toBe(0);
    const lastId = afterReply.messages.at(-1).id as number;
    const read = await t.app.inject({ method: 'POST', url: '/api/v1/support/chat/read', headers: bearer(player.token), payload: { last_message_id: lastId } });
    expect(read.statusCode).toBe(200);
    expect((await chat(player)).json().data.conversation.unread).toBe(0);
    const readEvent = await nextOn(consoleSocket, 'support_inbox', (d) => d.event === 'support_read' && d.side === 'player');
    expect(readEvent.data!.last_read_id).toBe(lastId);
  });

  it('keeps a conversation’s channel and messages from everyone else', async () => {
    const owner = await registerUser(t.app);
    await send(owner, 'Личный вопрос');
    const stranger = await registerUser(t.app);
    expect((await chat(stranger)).json().data.conversation).toBeNull();
    // A token for another channel name, a forged one, and a player at the console are all refused.
    const token = (await chat(owner)).json().data.realtime.token as string;
    const socket = await connect();
    socket.send({ method: 'subscribe', channel: 'support_inbox', token });
    expect((await socket.error()).code).toBe('authentication');
    socket.send({ method: 'subscribe', channel: 'support', token: `${token.split('.')[0]}.forged` });
    expect((await socket.error()).code).toBe('authentication');
    socket.send({ method: 'subscribe', channel: 'support' });
    expect((await socket.error()).code).toBe('validation');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/support/chats', headers: { ...bearer(stranger.token), 'x-console': '1' } })).statusCode).toBe(403);
  });

  it('closes and reopens a conversation; the player writing reopens it too', async () => {
    const player = await registerUser(t.app);
    await send(player, 'Вопрос решён?');
    const id = (await chat(player)).json().data.conversation.id as number;
    expect((await consoleCall('POST', `/chats/${id}/close`)).statusCode).toBe(200);
    expect((await chat(player)).json().data.conversation.status).toBe('closed');
    expect((await consoleCall('GET', '/chats?status=closed')).json().data.rows.map((r: { id: number }) => r.id)).toContain(id);
    await send(player, 'Нет, не решён');
    expect((await chat(player)).json().data.conversation.status).toBe('open');
    expect((await consoleCall('POST', `/chats/${id}/close`)).statusCode).toBe(200);
    expect((await consoleCall('POST', `/chats/${id}/reopen`)).statusCode).toBe(200);
    expect((await consoleCall('GET', `/chats/${id}`)).json().data.conversation.status).toBe('open');
  });

  it('lets admins keep canned answers and support read them', async () => {
    const admin = await consoleUser(t, 'admin');
    const create = await t.app.inject({ method: 'POST', url: '/api/admin/support/canned', headers: admin.headers, payload: { title: 'Приветствие', text: 'Здравствуйте! Чем помочь?' } });
    expect(create.statusCode).toBe(200);
    const id = create.json().data.id as number;
    expect((await consoleCall('POST', '/canned', { title: 'Нельзя', text: 'Саппорт не правит шаблоны' })).statusCode).toBe(403);
    expect((await consoleCall('GET', '/canned')).json().data).toContainEqual(expect.objectContaining({ id, title: 'Приветствие' }));
    const update = await t.app.inject({ method: 'POST', url: `/api/admin/support/canned/${id}`, headers: admin.headers, payload: { title: 'Привет', text: 'Добрый день!' } });
    expect(update.json().data).toMatchObject({ id, title: 'Привет', text: 'Добрый день!' });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/support/canned/${id}/delete`, headers: admin.headers, payload: {} })).statusCode).toBe(200);
    expect((await consoleCall('GET', '/canned')).json().data.map((c: { id: number }) => c.id)).not.toContain(id);
  });
});

describe('office hours', () => {
  afterAll(async () => {
    await saveOfficeHours(t.database.db, ALWAYS_OPEN);
  });

  it('answers outside the hours with one automatic Russian reply saying when support works', async () => {
    const admin = await consoleUser(t, 'admin');
    // Open only tomorrow (in Moscow), so now is outside the hours.
    const tomorrow = (localTime(new Date(), 'Europe/Moscow').weekday + 1) % 7;
    const days = Array.from({ length: 7 }, (_, i) => (i === tomorrow ? { from: 600, to: 1080 } : null));
    const set = await t.app.inject({ method: 'POST', url: '/api/admin/support/hours', headers: admin.headers, payload: { timezone: 'Europe/Moscow', days } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ open: false });
    expect((await consoleCall('POST', '/hours', { timezone: 'Europe/Moscow', days })).statusCode).toBe(403);

    const { guest } = await startGuest('night@example.com');
    const first = (await send({ guest }, 'Ночью не работаете?')).json().data.messages as { author: string; text: string }[];
    expect(first.map((m) => m.author)).toEqual(['player', 'system']);
    expect(first[1]!.text).toContain('Сейчас поддержка не работает.');
    expect(first[1]!.text).toContain('завтра в 10:00');
    expect(first[1]!.text).toContain('пришлём ответ на почту');
    // The automatic reply counts as unread for the player until they write again.
    expect((await chat({ guest })).json().data.conversation.unread).toBe(1);
    // The next message of the same run gets no second reply.
    expect((await send({ guest }, 'Ещё вопрос')).json().data.messages.map((m: { author: string }) => m.author)).toEqual(['player']);
    expect((await chat({ guest })).json().data.conversation.unread).toBe(0);
  });

  it('refuses hours that are not a week of valid times', async () => {
    const admin = await consoleUser(t, 'admin');
    for (const payload of [
      { timezone: 'Mars/Olympus', days: ALWAYS_OPEN.days },
      { timezone: 'Europe/Moscow', days: ALWAYS_OPEN.days.slice(0, 6) },
      { timezone: 'Europe/Moscow', days: [{ from: 600, to: 500 }, null, null, null, null, null, null] },
    ]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/support/hours', headers: admin.headers, payload })).statusCode).toBe(400);
    }
  });
});

describe('e-mail when the player is away', () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { target: 'memory', send: async (m) => void sent.push(m) };

  it('queues a letter for each answer and sends the unread answers once, after the delay', async () => {
    const { guest, conversationId } = await startGuest('away@example.com');
    await send({ guest }, 'Ответьте, пожалуйста');
    const before = Date.now();
    await consoleCall('POST', `/chats/${conversationId}/messages`, { text: 'Ответ первый' });
    await consoleCall('POST', `/chats/${conversationId}/messages`, { text: 'Ответ второй' });
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.type, SUPPORT_REPLY_MAIL_JOB));
    const mine = queued.filter((j) => (j.payload as { conversationId: number }).conversationId === conversationId);
    expect(mine).toHaveLength(2);
    for (const job of mine) expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);

    expect(await mailUnreadAnswers(t.database.db, mailer, 'https://tastydrop.test', conversationId, new Date())).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'away@example.com', subject: 'Ответ поддержки TastyDrop' });
    expect(sent[0]!.text).toContain('Ответ первый');
    expect(sent[0]!.text).toContain('Ответ второй');
    expect(sent[0]!.text).toContain('https://tastydrop.test/?support=open');
    // The second job finds nothing left to send.
    expect(await mailUnreadAnswers(t.database.db, mailer, 'https://tastydrop.test', conversationId, new Date())).toBe('nothing');
    expect(sent).toHaveLength(1);
  });

  it('sends nothing for an answer the player has read, or to a player without an address', async () => {
    const player = await registerUser(t.app);
    await send(player, 'Вопрос');
    const id = (await chat(player)).json().data.conversation.id as number;
    await consoleCall('POST', `/chats/${id}/messages`, { text: 'Ответ' });
    expect(await mailUnreadAnswers(t.database.db, mailer, 'https://x.test', id, new Date())).toBe('no-address');
    await t.database.db.update(users).set({ email: 'reader@example.com' }).where(eq(users.id, player.userId));
    const lastId = (await chat(player)).json().data.messages.at(-1).id as number;
    await t.app.inject({ method: 'POST', url: '/api/v1/support/chat/read', headers: bearer(player.token), payload: { last_message_id: lastId } });
    expect(await mailUnreadAnswers(t.database.db, mailer, 'https://x.test', id, new Date())).toBe('nothing');
    expect(sent.filter((m) => m.to === 'reader@example.com')).toEqual([]);
    const emailed = await t.database.db.select().from(supportMessages).where(and(eq(supportMessages.conversationId, id), eq(supportMessages.author, 'operator')));
    expect(emailed.every((m) => m.emailedAt === null)).toBe(true);
  });
});
