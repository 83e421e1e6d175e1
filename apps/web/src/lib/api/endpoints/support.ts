import type { Ok, SupportChat, SupportChatQuery, SupportReadRequest, SupportSendRequest, SupportSent, SupportStartRequest } from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

/** The live support chat of the player's side (guests and players). */
export const supportApi = {
  chat: endpoint<typeof SupportChat, typeof SupportChatQuery>()('support.chat', 'GET', '/v1/support/chat'),
  start: endpoint<typeof SupportChat, typeof SupportStartRequest>()('support.start', 'POST', '/v1/support/chat/start'),
  send: endpoint<typeof SupportSent, typeof SupportSendRequest>()('support.send', 'POST', '/v1/support/chat/messages'),
  // The picture's own bytes with its type are the whole body: the server reads its content, not a form.
  upload: endpoint<typeof SupportSent, z.ZodType<Blob>>()('support.upload', 'POST', '/v1/support/chat/attachments'),
  read: endpoint<typeof Ok, typeof SupportReadRequest>()('support.read', 'POST', '/v1/support/chat/read'),
} as const;

/** Where a chat picture is served to its conversation. */
export const supportAttachmentUrl = (id: number) => `/api/v1/support/chat/attachments/${id}`;
