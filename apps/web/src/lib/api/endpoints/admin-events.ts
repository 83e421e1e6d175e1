import type {
  BattlePassContent,
  BattlePassEditor,
  ConsoleCreated,
  ConsoleRows,
  ContentPublished,
  ContentPublishRequest,
  EventContent,
  EventEditor,
  LeaderboardContent,
  LeaderboardEditor,
  NewEventRequest,
  Ok,
  RollbackRequest,
} from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

type Draft<T> = z.ZodObject<{ content: z.ZodType<T> }>;

/** The console's events, leaderboards and battle pass: drafts, publishing and rolling back versions. */
export const adminEventsApi = {
  events: endpoint<typeof ConsoleRows>()('adminEvents.events', 'GET', '/admin/events', true),
  createEvent: endpoint<typeof ConsoleCreated, typeof NewEventRequest>()('adminEvents.createEvent', 'POST', '/admin/events', true),
  event: endpoint<typeof EventEditor>()('adminEvents.event', 'GET', '/admin/events/:id', true),
  eventDraft: endpoint<typeof Ok, Draft<EventContent>>()('adminEvents.eventDraft', 'POST', '/admin/events/:id/draft', true),
  publishEvent: endpoint<typeof ContentPublished, typeof ContentPublishRequest>()('adminEvents.publishEvent', 'POST', '/admin/events/:id/publish', true),
  pass: endpoint<typeof BattlePassEditor>()('adminEvents.pass', 'GET', '/admin/events/:id/battle-pass', true),
  passDraft: endpoint<typeof Ok, Draft<BattlePassContent>>()('adminEvents.passDraft', 'POST', '/admin/events/:id/battle-pass/draft', true),
  publishPass: endpoint<typeof ContentPublished, typeof ContentPublishRequest>()('adminEvents.publishPass', 'POST', '/admin/events/:id/battle-pass/publish', true),
  leaderboards: endpoint<typeof ConsoleRows>()('adminEvents.leaderboards', 'GET', '/admin/leaderboards', true),
  leaderboard: endpoint<typeof LeaderboardEditor>()('adminEvents.leaderboard', 'GET', '/admin/leaderboards/:id', true),
  leaderboardDraft: endpoint<typeof Ok, Draft<LeaderboardContent>>()('adminEvents.leaderboardDraft', 'POST', '/admin/leaderboards/:id/draft', true),
  publishLeaderboard: endpoint<typeof ContentPublished, typeof ContentPublishRequest>()('adminEvents.publishLeaderboard', 'POST', '/admin/leaderboards/:id/publish', true),
  rollback: endpoint<typeof ContentPublished, typeof RollbackRequest>()('adminEvents.rollback', 'POST', '/admin/content-versions/:id/rollback', true),
} as const;
