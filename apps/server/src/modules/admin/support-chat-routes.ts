import {
  ConsoleIdParams,
  Ok,
  SupportCannedAnswer,
  SupportCannedAnswerInput,
  SupportCannedAnswers,
  SupportConsoleConversation,
  SupportConsoleConversationQuery,
  SupportInbox,
  SupportInboxQuery,
  SupportOfficeHoursInput,
  SupportOfficeHoursView,
  SupportReadRequest,
  SupportRealtimeGrant,
  SupportReplied,
  SupportReplyRequest,
} from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { readAttachment, sendAttachment } from '../support/attachments.js';
import { createCannedAnswer, deleteCannedAnswer, listCannedAnswers, updateCannedAnswer } from '../support/canned-answers.js';
import { officeHoursState, readOfficeHours, saveOfficeHours } from '../support/office-hours.js';
import { getConsoleConversation, inboxRealtimeGrant, listInbox, markReadByOperator, replyAsOperator, setConversationStatus } from '../support/operator-chat.js';
import { recordAudit } from './audit.js';
import { actorOf, createConsoleAccess } from './console-access.js';
import { ROLES } from './routes.js';

/**
 * The live support inbox at the console: conversations, replies, read marks, close and reopen, canned answers and
 * office hours. Support roles answer; canned answers and hours are the admins'. Every change writes one audit row
 * in its own transaction; the support module owns the conversations and publishes after the commit.
 */
export function supportChatConsoleRoutes(app: App, deps: ModuleDeps): void {
  const { db, config } = deps;
  const access = createConsoleAccess(db, config);
  const answer = access.allow(ROLES.support);
  const read = access.allow(ROLES.support, { bulkRead: true });
  const manage = access.allow(ROLES.oversight);
  const notifier = { realtime: deps.realtime, log: app.log };
  const operator = { ...notifier, mailDelayMs: config.SUPPORT_MAIL_DELAY_MINUTES * 60_000 };

  app.get('/api/admin/support/chats', { onRequest: read, schema: { querystring: SupportInboxQuery, response: { 200: SupportInbox } } }, (req) => listInbox(db, req.query));
  app.get(
    '/api/admin/support/chats/:id',
    { onRequest: read, schema: { params: ConsoleIdParams, querystring: SupportConsoleConversationQuery, response: { 200: SupportConsoleConversation } } },
    (req) => getConsoleConversation(db, req.params.id, req.query.before),
  );
  app.post('/api/admin/support/chats/:id/messages', { onRequest: answer, schema: { params: ConsoleIdParams, body: SupportReplyRequest, response: { 200: SupportReplied } } }, async (req) => {
    const actor = actorOf(req);
    const message = await db.transaction(async (tx) => {
      const written = await replyAsOperator(tx, operator, req.params.id, actor.userId, req.body.text);
      await recordAudit(tx, actor, { action: 'support.chat_reply', target: `support_conversation:${req.params.id}`, after: { messageId: written.id } });
      return written;
    });
    return { message };
  });
  app.post('/api/admin/support/chats/:id/read', { onRequest: answer, schema: { params: ConsoleIdParams, body: SupportReadRequest, response: { 200: Ok } } }, async (req) => {
    await markReadByOperator(db, notifier, req.params.id, req.body.lastMessageId);
    return { ok: true as const };
  });
  for (const status of ['closed', 'open'] as const) {
    app.post(`/api/admin/support/chats/:id/${status === 'closed' ? 'close' : 'reopen'}`, { onRequest: answer, schema: { params: ConsoleIdParams, response: { 200: Ok } } }, async (req) => {
      await db.transaction(async (tx) => {
        const before = await setConversationStatus(tx, notifier, req.params.id, status);
        await recordAudit(tx, actorOf(req), { action: `support.chat_${status === 'closed' ? 'close' : 'reopen'}`, target: `support_conversation:${req.params.id}`, before: { status: before }, after: { status } });
      });
      return { ok: true as const };
    });
  }
  // Pictures are shown by <img>, which sends no console header: a single file, not a bulk read.
  app.get('/api/admin/support/attachments/:id', { onRequest: answer, schema: { params: ConsoleIdParams } }, async (req, reply) => {
    return sendAttachment(reply, await readAttachment(db, req.params.id, null));
  });
  // The inbox's realtime channel, for no longer than the console's idle limit (the page asks again before then).
  app.get('/api/admin/support/realtime', { onRequest: answer, schema: { response: { 200: SupportRealtimeGrant } } }, (req) =>
    inboxRealtimeGrant(config.sessionSecret, actorOf(req).sessionId, config.ADMIN_IDLE_MS),
  );

  // Canned answers: every support role reads them, the admins edit them.
  app.get('/api/admin/support/canned', { onRequest: answer, schema: { response: { 200: SupportCannedAnswers } } }, () => listCannedAnswers(db));
  app.post('/api/admin/support/canned', { onRequest: manage, schema: { body: SupportCannedAnswerInput, response: { 200: SupportCannedAnswer } } }, (req) =>
    db.transaction(async (tx) => {
      const created = await createCannedAnswer(tx, req.body);
      await recordAudit(tx, actorOf(req), { action: 'support.canned_create', target: `support_canned:${created.id}`, after: created });
      return created;
    }),
  );
  app.post(
    '/api/admin/support/canned/:id',
    { onRequest: manage, schema: { params: ConsoleIdParams, body: SupportCannedAnswerInput, response: { 200: SupportCannedAnswer } } },
    (req) =>
      db.transaction(async (tx) => {
        const { before, after } = await updateCannedAnswer(tx, req.params.id, req.body);
        await recordAudit(tx, actorOf(req), { action: 'support.canned_update', target: `support_canned:${req.params.id}`, before, after });
        return after;
      }),
  );
  app.post('/api/admin/support/canned/:id/delete', { onRequest: manage, schema: { params: ConsoleIdParams, response: { 200: Ok } } }, async (req) => {
    await db.transaction(async (tx) => {
      const before = await deleteCannedAnswer(tx, req.params.id);
      await recordAudit(tx, actorOf(req), { action: 'support.canned_delete', target: `support_canned:${req.params.id}`, before });
    });
    return { ok: true as const };
  });

  // Office hours and the automatic reply outside them.
  app.get('/api/admin/support/hours', { onRequest: answer, schema: { response: { 200: SupportOfficeHoursView } } }, async () => {
    const hours = await readOfficeHours(db);
    return { ...hours, ...officeHoursState(hours, new Date()) };
  });
  app.post('/api/admin/support/hours', { onRequest: manage, schema: { body: SupportOfficeHoursInput, response: { 200: SupportOfficeHoursView } } }, async (req) => {
    const hours = { timezone: req.body.timezone, days: req.body.days };
    await db.transaction(async (tx) => {
      const before = await readOfficeHours(tx);
      await saveOfficeHours(tx, hours);
      await recordAudit(tx, actorOf(req), { action: 'support.hours', target: 'support_settings', before, after: hours });
    });
    return { ...hours, ...officeHoursState(hours, new Date()) };
  });
}
