import type {
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
import { endpoint } from './endpoint';

/** The console's live support inbox: conversations, replies, canned answers and office hours. */
export const adminSupportApi = {
  inbox: endpoint<typeof SupportInbox, typeof SupportInboxQuery>()('adminSupport.inbox', 'GET', '/api/admin/support/chats', true),
  conversation: endpoint<typeof SupportConsoleConversation, typeof SupportConsoleConversationQuery>()('adminSupport.conversation', 'GET', '/api/admin/support/chats/:id', true),
  reply: endpoint<typeof SupportReplied, typeof SupportReplyRequest>()('adminSupport.reply', 'POST', '/api/admin/support/chats/:id/messages', true),
  read: endpoint<typeof Ok, typeof SupportReadRequest>()('adminSupport.read', 'POST', '/api/admin/support/chats/:id/read', true),
  close: endpoint<typeof Ok>()('adminSupport.close', 'POST', '/api/admin/support/chats/:id/close', true),
  reopen: endpoint<typeof Ok>()('adminSupport.reopen', 'POST', '/api/admin/support/chats/:id/reopen', true),
  realtime: endpoint<typeof SupportRealtimeGrant>()('adminSupport.realtime', 'GET', '/api/admin/support/realtime', true),
  canned: endpoint<typeof SupportCannedAnswers>()('adminSupport.canned', 'GET', '/api/admin/support/canned', true),
  createCanned: endpoint<typeof SupportCannedAnswer, typeof SupportCannedAnswerInput>()('adminSupport.createCanned', 'POST', '/api/admin/support/canned', true),
  updateCanned: endpoint<typeof SupportCannedAnswer, typeof SupportCannedAnswerInput>()('adminSupport.updateCanned', 'POST', '/api/admin/support/canned/:id', true),
  deleteCanned: endpoint<typeof Ok>()('adminSupport.deleteCanned', 'POST', '/api/admin/support/canned/:id/delete', true),
  hours: endpoint<typeof SupportOfficeHoursView>()('adminSupport.hours', 'GET', '/api/admin/support/hours', true),
  saveHours: endpoint<typeof SupportOfficeHoursView, typeof SupportOfficeHoursInput>()('adminSupport.saveHours', 'POST', '/api/admin/support/hours', true),
} as const;

/** Where the console reads a chat picture. */
export const consoleAttachmentUrl = (id: number) => `/api/admin/support/attachments/${id}`;
