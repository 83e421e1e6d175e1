import { Ok, SupportChat, SupportSent } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { supportApi } from './support';

/** What each support chat call answers, checked in development and tests only (response-schemas.ts). */
export const supportSchemas: ResponseSchemasOf<typeof supportApi> = {
  chat: SupportChat,
  start: SupportChat,
  send: SupportSent,
  upload: SupportSent,
  read: Ok,
};
