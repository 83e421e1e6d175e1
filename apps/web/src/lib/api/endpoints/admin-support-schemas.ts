import { Ok, SupportCannedAnswer, SupportCannedAnswers, SupportConsoleConversation, SupportInbox, SupportOfficeHoursView, SupportRealtimeGrant, SupportReplied } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { adminSupportApi } from './admin-support';

/** What each console support call answers, checked in development and tests only (response-schemas.ts). */
export const adminSupportSchemas: ResponseSchemasOf<typeof adminSupportApi> = {
  inbox: SupportInbox,
  conversation: SupportConsoleConversation,
  reply: SupportReplied,
  read: Ok,
  close: Ok,
  reopen: Ok,
  realtime: SupportRealtimeGrant,
  canned: SupportCannedAnswers,
  createCanned: SupportCannedAnswer,
  updateCanned: SupportCannedAnswer,
  deleteCanned: Ok,
  hours: SupportOfficeHoursView,
  saveHours: SupportOfficeHoursView,
};
