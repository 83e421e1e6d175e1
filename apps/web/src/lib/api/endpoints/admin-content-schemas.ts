import { BattlePassEditor, ConsoleCreated, ConsoleRows, ContentPublished, EventEditor, LeaderboardEditor, Ok } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { adminContentApi } from './admin-content';

/** What each call of adminContentApi answers, checked in development and tests only (response-schemas.ts). */
export const adminContentSchemas: ResponseSchemasOf<typeof adminContentApi> = {
  events: ConsoleRows,
  createEvent: ConsoleCreated,
  event: EventEditor,
  eventDraft: Ok,
  publishEvent: ContentPublished,
  pass: BattlePassEditor,
  passDraft: Ok,
  publishPass: ContentPublished,
  leaderboards: ConsoleRows,
  leaderboard: LeaderboardEditor,
  leaderboardDraft: Ok,
  publishLeaderboard: ContentPublished,
  rollback: ContentPublished,
};
