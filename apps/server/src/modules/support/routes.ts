import type { FastifyError, FastifyRequest } from 'fastify';
import {
  CONTACT_MESSAGES_PER_WINDOW,
  CONTACT_MESSAGES_WINDOW_MS,
  ContactMessageRequest,
  ContactMessageResult,
  Id,
  Ok,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_PER_MINUTE,
  SUPPORT_MESSAGES_PER_MINUTE,
  SUPPORT_STARTS_PER_HOUR,
  SupportChat,
  SupportChatQuery,
  SupportReadRequest,
  SupportSendRequest,
  SupportSent,
  SupportStartRequest,
} from '@tastydrop/domain';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { errorHandler } from '../../platform/http/error-handler.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { inspectImage, readAttachment, sendAttachment } from './attachments.js';
import { UploadedFile } from '../../platform/http/uploaded-file.js';
import { findConversation, type Requester } from './conversations.js';
import { guestTokenHashOf, hashGuestToken, newGuestToken, setGuestCookie, setSupportFlag } from './guest-token.js';
import { getChat, markReadByPlayer, sendPlayerMessage, startGuestConversation, type PlayerChatDeps } from './player-chat.js';
import { sendContactMessage } from './send-contact-message.js';

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** The player's side of a request: the signed-in player, or a guest by the conversation cookie. */
function requesterOf(request: FastifyRequest): Requester {
  return request.auth ? { kind: 'player', userId: request.auth.userId, sessionId: request.auth.sessionId } : { kind: 'guest', tokenHash: guestTokenHashOf(request) };
}

/** Fastify's refusals of an upload body, in the chat's own words. */
function uploadError(error: FastifyError): FastifyError | AppError {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('support_attachment_too_large');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new AppError('support_attachment_invalid');
  return error;
}

/** The contact form and the live support chat of the player's side (guests and players). */
export function supportRoutes(app: App, deps: ModuleDeps): void {
  app.post(
    '/api/v1/support/messages',
    {
      onRequest: deps.optionalAuth,
      config: { rateLimit: { max: CONTACT_MESSAGES_PER_WINDOW, timeWindow: CONTACT_MESSAGES_WINDOW_MS } },
      schema: { body: ContactMessageRequest, response: { 200: ContactMessageResult } },
    },
    (req) => sendContactMessage(deps.db, req.body, { userId: req.auth?.userId ?? null, ip: req.ip }),
  );

  const chat: PlayerChatDeps = { db: deps.db, channelSecret: deps.config.sessionSecret, realtime: deps.realtime, log: app.log };

  app.get('/api/v1/support/chat', { onRequest: deps.optionalAuth, schema: { querystring: SupportChatQuery, response: { 200: SupportChat } } }, async (req, reply) => {
    const result = await getChat(chat, requesterOf(req), req.query.before);
    if (result.conversation) setSupportFlag(reply);
    return result;
  });

  app.post(
    '/api/v1/support/chat/start',
    {
      onRequest: deps.optionalAuth,
      config: { rateLimit: { max: SUPPORT_STARTS_PER_HOUR, timeWindow: 3_600_000 } },
      schema: { body: SupportStartRequest, response: { 200: SupportChat } },
    },
    async (req, reply) => {
      let requester = requesterOf(req);
      // A signed-in player's conversation is their account's; a guest who already has one keeps it.
      if (requester.kind === 'guest' && !(await findConversation(deps.db, requester))) {
        const token = newGuestToken();
        await startGuestConversation(deps.db, req.body.email, hashGuestToken(token));
        setGuestCookie(reply, token);
        requester = { kind: 'guest', tokenHash: hashGuestToken(token) };
      }
      setSupportFlag(reply);
      return getChat(chat, requester);
    },
  );

  app.post(
    '/api/v1/support/chat/messages',
    { onRequest: deps.optionalAuth, ...perMinute(SUPPORT_MESSAGES_PER_MINUTE), schema: { body: SupportSendRequest, response: { 200: SupportSent } } },
    async (req, reply) => {
      const sent = await sendPlayerMessage(chat, requesterOf(req), { text: req.body.text });
      setSupportFlag(reply);
      return sent;
    },
  );

  app.post('/api/v1/support/chat/read', { onRequest: deps.optionalAuth, schema: { body: SupportReadRequest, response: { 200: Ok } } }, async (req) => {
    await markReadByPlayer(chat, requesterOf(req), req.body.lastMessageId);
    return { ok: true as const };
  });

  // Attachments come as the picture's own bytes; only this scope reads such bodies.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...SUPPORT_ATTACHMENT_TYPES, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: SUPPORT_ATTACHMENT_MAX_BYTES }, (_req, body, done) =>
      done(null, new UploadedFile(body as Buffer)),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => errorHandler(uploadError(error) as FastifyError, request, reply));
    scope.post(
      '/api/v1/support/chat/attachments',
      { onRequest: deps.optionalAuth, ...perMinute(SUPPORT_ATTACHMENTS_PER_MINUTE), schema: { response: { 200: SupportSent } } },
      async (req, reply) => {
        if (!(req.body instanceof UploadedFile)) throw new AppError('support_attachment_invalid');
        const bytes = req.body.bytes;
        const sent = await sendPlayerMessage(chat, requesterOf(req), { bytes, image: inspectImage(bytes) });
        setSupportFlag(reply);
        return sent;
      },
    );
  });

  // A picture of the requester's own conversation; anyone else's reads as missing.
  app.get('/api/v1/support/chat/attachments/:id', { onRequest: deps.optionalAuth, schema: { params: z.object({ id: Id }) } }, async (req, reply) => {
    const conversation = await findConversation(deps.db, requesterOf(req));
    return sendAttachment(reply, conversation ? await readAttachment(deps.db, req.params.id, conversation.id) : null);
  });
}
