import type { User } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The users calls of the web app. */
export const usersApi = {
  me: endpoint<typeof User>()('users.me', 'GET', '/v1/users/me', true),
} as const;
