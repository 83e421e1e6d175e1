import type { LangChangeRequest, User } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The users calls of the web app. */
export const usersApi = {
  me: endpoint<typeof User>()('users.me', 'GET', '/v1/users/me', true),
  langChange: endpoint<typeof LangChangeRequest, typeof LangChangeRequest>()('users.langChange', 'POST', '/v1/users/lang/change', true),
} as const;
