import type { CentrifugoTokenResponse, LangChangeRequest, PublicUser, SteamBotInviteResponse, SteamDataRequest, SteamDataResponse, User, UserDashboard, UserLevels } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The users calls of the web app. */
export const usersApi = {
  me: endpoint<typeof User>()('users.me', 'GET', '/v1/users/me', true),
  centrifugoToken: endpoint<typeof CentrifugoTokenResponse>()('users.centrifugoToken', 'GET', '/v1/users/centrifugo/token', true),
  profile: endpoint<typeof PublicUser>()('users.profile', 'GET', '/v1/users/:userId'),
  levels: endpoint<typeof UserLevels>()('users.levels', 'GET', '/v1/users/:userId/levels'),
  dashboard: endpoint<typeof UserDashboard>()('users.dashboard', 'GET', '/v1/users/:userId/dashboard'),
  generateLevel: endpoint<typeof UserLevels>()('users.generateLevel', 'POST', '/v1/users/level/generate', true),
  setSteamData: endpoint<typeof SteamDataResponse, typeof SteamDataRequest>()('users.setSteamData', 'POST', '/v1/users/set/steam/data', true),
  steamBotInvite: endpoint<typeof SteamBotInviteResponse>()('users.steamBotInvite', 'POST', '/v1/users/steam/bot-invite', true),
  langChange: endpoint<typeof LangChangeRequest, typeof LangChangeRequest>()('users.langChange', 'POST', '/v1/users/lang/change', true),
} as const;
