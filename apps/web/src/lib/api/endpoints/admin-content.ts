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
export const adminContentApi = {
  events: endpoint<typeof ConsoleRows>()('adminContent.events', 'GET', '/admin/events', true),
  createEvent: endpoint<typeof ConsoleCreated, typeof NewEventRequest>()('adminContent.createEvent', 'POST', '/admin/events', true),
  event: endpoint<typeof EventEditor>()('adminContent.event', 'GET', '/admin/events/:id', true),
  eventDraft: endpoint<typeof Ok, Draft<EventContent>>()('adminContent.eventDraft', 'POST', '/admin/events/:id/draft', true),
  publishEvent: endpoint<typeof ContentPublished, typeof ContentPublishRequest>()('adminContent.publishEvent', 'POST', '/admin/events/:id/publish', true),
  pass: endpoint<typeof BattlePassEditor>()('adminContent.pass', 'GET', '/admin/events/:id/battle-pass', true),
  passDraft: endpoint<typeof Ok, Draft<BattlePassContent>>()('adminContent.passDraft', 'POST', '/admin/events/:id/battle-pass/draft', true),
  publishPass: endpoint<typeof ContentPublished, typeof ContentPublishRequest>()('adminContent.publishPass', 'POST', '/admin/events/:id/battle-pass/publish', true),
  leaderboards: endpoint<typeof ConsoleRows>()('adminContent.leaderboards', 'GET', '/admin/leaderboards', true),
  leaderboard: endpoint<typeof LeaderboardEditor>()('adminContent.leaderboard', 'GET', '/admin/leaderboards/:id', true),
  leaderboardDraft: endpoint<typeof Ok, Draft<LeaderboardContent>>()('adminContent.leaderboardDraft', 'POST', '/admin/leaderboards/:id/draft', true),
  publishLeaderboard: endpoint<typeof ContentPublished, typeof ContentPublishRequest>()('adminContent.publishLeaderboard', 'POST', '/admin/leaderboards/:id/publish', true),
  rollback: endpoint<typeof ContentPublished, typeof RollbackRequest>()('adminContent.rollback', 'POST', '/admin/content-versions/:id/rollback', true),
} as const;
