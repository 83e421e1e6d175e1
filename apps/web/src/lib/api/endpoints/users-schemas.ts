import {
  CentrifugoTokenResponse,
  LangChangeRequest,
  PublicUser,
  SteamDataResponse,
  User,
  UserDashboard,
  UserLevels,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { usersApi } from './users';

/** What each users call answers, checked in development and tests only (response-schemas.ts). */
export const usersSchemas: ResponseSchemasOf<typeof usersApi> = {
  me: User,
  centrifugoToken: CentrifugoTokenResponse,
  profile: PublicUser,
  levels: UserLevels,
  dashboard: UserDashboard,
  generateLevel: UserLevels,
  setSteamData: SteamDataResponse,
  langChange: LangChangeRequest,
};
