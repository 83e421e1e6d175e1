import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What a content version is of: an event (dates, cases, tabs, raffle), a leaderboard period or an event's battle pass. */
export type ContentKindColumn = 'event' | 'leaderboard' | 'battle_pass';

/**
 * A published version of one event, leaderboard period or battle pass, as the console saved it. The newest
 * row of a (kind, target) is in force and the working rows follow it; rows are never changed, a rollback
 * writes a new one (docs/decisions/038-content-versions.md).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['event', 'leaderboard', 'battle_pass'] }).notNull(),
    /** The event id (event and battle_pass) or the leaderboard id. */
    targetId: integer('target_id').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id'),
    rolledBackFrom: integer('rolled_back_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_versions_target_idx').on(t.kind, t.targetId, t.id)],
);

/** The one unpublished edit of a (kind, target): saved by the editor, written to a version by publishing. */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind', { enum: ['event', 'leaderboard', 'battle_pass'] }).notNull(),
    targetId: integer('target_id').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    actorId: integer('actor_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.targetId] })],
);
