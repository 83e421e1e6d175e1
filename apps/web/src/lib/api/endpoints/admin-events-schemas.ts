import { BattlePassEditor, ConsoleCreated, ConsoleRows, ContentPublished, EventEditor, LeaderboardEditor, Ok } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { adminEventsApi } from './admin-events';

/** What each call of adminEventsApi answers, checked in development and tests only (response-schemas.ts). */
export const adminEventsSchemas: ResponseSchemasOf<typeof adminEventsApi> = {
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
