import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Operator settings (e.g. maintenance mode) as key → JSON value. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Marketing sessions posted by the browser. */
export const analyticsSessions = pgTable('analytics_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  sessionUrl: text('session_url'),
  fbp: text('fbp'),
  fbc: text('fbc'),
  utm: jsonb('utm').$type<Record<string, string>>().notNull(),
  clickId: text('click_id'),
  referrer: text('referrer'),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
