import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES_PER_WINDOW } from '@tastydrop/domain';
import { contactMessages } from '../src/platform/db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t.close();
});

const send = (payload: unknown, options: { remoteAddress?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/support/messages',
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? '198.51.100.1',
    ...(options.token ? { headers: bearer(options.token) } : {}),
  });

describe('contact form messages', () => {
  it('stores a guest message for the operator and confirms it in Russian', async () => {
    const res = await send({ email: ' Guest@Example.com ', message: '  Не пришёл предмет после вывода, помогите.  ' }, { remoteAddress: '198.51.100.2' });
    expect(res.statusCode).toBe(200);
    const { id, msg } = res.json().data as { id: number; msg: string };
    expect(msg).toBe('Сообщение отправлено. Мы ответим на указанную почту в течение 24 часов.');
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ userId: null, email: 'guest@example.com', message: 'Не пришёл предмет после вывода, помогите.', answeredAt: null });
  });

  it('links a signed-in player to the message', async () => {
    const user = await registerUser(t.app);
    const res = await send({ email: 'player@example.com', message: 'Вопрос по пополнению баланса.' }, { remoteAddress: '198.51.100.3', token: user.token });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data.id as number));
    expect(row!.userId).toBe(user.userId);
  });

  it('refuses a bad address, a missing or too short message and one too long, storing nothing', async () => {
    const before = (await t.database.db.select({ id: contactMessages.id }).from(contactMessages)).length;
    const bad = [
      { email: 'not-an-address', message: 'Достаточно длинное сообщение.' },
      { email: 'a@example.com' },
      { email: 'a@example.com', message: 'коротко' },
      { email: 'a@example.com', message: 'я'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
    ];
    for (const [i, payload] of bad.entries()) {
      const res = await send(payload, { remoteAddress: `198.51.100.${10 + i}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect(await send({ email: 'a@example.com', message: 'я'.repeat(CONTACT_MESSAGE_MAX_LENGTH) }, { remoteAddress: '198.51.100.20' })).toHaveProperty('statusCode', 200);
    expect((await t.database.db.select({ id: contactMessages.id }).from(contactMessages)).length).toBe(before + 1);
  });

  it('limits how many messages one address sends', async () => {
    const payload = { email: 'flood@example.com', message: 'Повторяющееся сообщение для проверки.' };
    for (let i = 0; i < CONTACT_MESSAGES_PER_WINDOW; i++) expect((await send(payload, { remoteAddress: '198.51.100.30' })).statusCode).toBe(200);
    const limited = await send(payload, { remoteAddress: '198.51.100.30' });
    expect(limited.statusCode).toBe(429);
    expect((await send(payload, { remoteAddress: '198.51.100.31' })).statusCode).toBe(200);
  });
});
