import { z } from 'zod';
import { isValidEmail } from '../payment-rules.js';
import { SUPPORT_ATTACHMENT_TYPES, SUPPORT_MESSAGE_MAX_LENGTH, validOfficeDays, validTimeZone } from '../support-chat.js';
import { BigId, IsoDate } from './common.js';

/** Who wrote a chat message: the player (or guest), a support operator, or the site's automatic reply. */
export const SupportAuthor = z.enum(['player', 'operator', 'system']);
export type SupportAuthor = z.infer<typeof SupportAuthor>;

export const SupportConversationStatus = z.enum(['open', 'closed']);
export type SupportConversationStatus = z.infer<typeof SupportConversationStatus>;

/** A picture attached to a message; its bytes are at the chat's attachment address. */
export const SupportAttachment = z.object({
  id: z.number().int(),
  contentType: z.enum(SUPPORT_ATTACHMENT_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
});
export type SupportAttachment = z.infer<typeof SupportAttachment>;

/** One chat message as the player sees it (operators are shown as the support team, never by name). */
export const SupportMessage = z.object({
  id: z.number().int(),
  author: SupportAuthor,
  text: z.string(),
  attachment: SupportAttachment.nullable(),
  createdAt: IsoDate,
});
export type SupportMessage = z.infer<typeof SupportMessage>;

/** A realtime channel and the token that opens it. */
export const SupportRealtimeGrant = z.object({ channel: z.string(), token: z.string() });
export type SupportRealtimeGrant = z.infer<typeof SupportRealtimeGrant>;

/** Whether support works now, and the week's hours in words. */
export const SupportHoursState = z.object({ open: z.boolean(), text: z.string() });

/** GET /v1/support/chat: the player's (or the guest's) conversation, its latest messages and the office hours. */
export const SupportChat = z.object({
  conversation: z
    .object({
      id: z.number().int(),
      status: SupportConversationStatus,
      /** Support's messages the player has not read. */
      unread: z.number().int(),
      /** The last message the player's side has read, and support's side. */
      playerLastReadId: z.number().int(),
      operatorLastReadId: z.number().int(),
      /** Where e-mail answers go (the guest's address or the account's), if anywhere. */
      email: z.string().nullable(),
    })
    .nullable(),
  /** Oldest first. */
  messages: z.array(SupportMessage),
  /** Older messages exist before the first one given. */
  hasOlder: z.boolean(),
  hours: SupportHoursState,
  /** The conversation's realtime channel; null until there is a conversation. */
  realtime: SupportRealtimeGrant.nullable(),
  /** Without an account: a guest starts with an e-mail address. */
  guest: z.boolean(),
});
export type SupportChat = z.infer<typeof SupportChat>;

export const SupportChatQuery = z.object({ before: BigId.optional() });

const Email = z
  .string()
  .trim()
  .max(254)
  .refine((v) => isValidEmail(v), { message: 'email' });

/** POST /v1/support/chat/start: a guest opens a conversation with the address answers go to. */
export const SupportStartRequest = z.object({ email: Email });

/** POST /v1/support/chat/messages: a text message from the player's side. */
export const SupportSendRequest = z.object({ text: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH) });

/** The message written and, outside office hours, the automatic reply. */
export const SupportSent = z.object({ conversationId: z.number().int(), messages: z.array(SupportMessage) });
export type SupportSent = z.infer<typeof SupportSent>;

/** POST …/read: this side has read up to a message. */
export const SupportReadRequest = z.object({ lastMessageId: BigId });

/** GET /api/admin/support/chats: the inbox. */
export const SupportInboxQuery = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const SupportInboxRow = z.object({
  id: z.number().int(),
  status: SupportConversationStatus,
  userId: z.number().int().nullable(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: IsoDate,
  lastMessageAt: IsoDate,
  lastAuthor: SupportAuthor.nullable(),
  lastText: z.string().nullable(),
  /** The player's messages no operator has read. */
  unread: z.number().int(),
});
export type SupportInboxRow = z.infer<typeof SupportInboxRow>;

export const SupportInbox = z.object({ rows: z.array(SupportInboxRow), hasMore: z.boolean(), unreadConversations: z.number().int() });
export type SupportInbox = z.infer<typeof SupportInbox>;

/** A message as the console sees it: with the operator's login. */
export const SupportConsoleMessage = SupportMessage.extend({ operatorLogin: z.string().nullable() });
export type SupportConsoleMessage = z.infer<typeof SupportConsoleMessage>;

/** GET /api/admin/support/chats/:id. */
export const SupportConsoleConversation = z.object({
  conversation: SupportInboxRow.extend({ playerLastReadId: z.number().int(), operatorLastReadId: z.number().int() }),
  messages: z.array(SupportConsoleMessage),
  hasOlder: z.boolean(),
});
export type SupportConsoleConversation = z.infer<typeof SupportConsoleConversation>;

export const SupportConsoleConversationQuery = z.object({ before: BigId.optional() });

/** POST /api/admin/support/chats/:id/messages. */
export const SupportReplyRequest = z.object({ text: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH) });

export const SupportReplied = z.object({ message: SupportConsoleMessage });

/** A canned answer an operator puts into a reply. */
export const SupportCannedAnswer = z.object({ id: z.number().int(), title: z.string(), text: z.string(), updatedAt: IsoDate });
export type SupportCannedAnswer = z.infer<typeof SupportCannedAnswer>;
export const SupportCannedAnswers = z.array(SupportCannedAnswer);

export const SupportCannedAnswerInput = z.object({
  title: z.string().trim().min(1).max(80),
  text: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH),
});

const DayHours = z.object({ from: z.number().int(), to: z.number().int() }).nullable();

/** The week's office hours (Monday first, a null day closed) in an IANA time zone. */
export const SupportOfficeHoursInput = z.object({
  timezone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine((v) => validTimeZone(v), { message: 'timezone' }),
  days: z.array(DayHours).length(7).refine((days) => validOfficeDays(days), { message: 'days' }),
});

/** GET /api/admin/support/hours: the hours and how the site states them now. */
export const SupportOfficeHoursView = SupportOfficeHoursInput.extend(SupportHoursState.shape);
export type SupportOfficeHoursView = z.infer<typeof SupportOfficeHoursView>;
