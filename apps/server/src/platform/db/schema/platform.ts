import { bigserial, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * The site's own analytics, one row per event the browser sent: page views (path, referrer, the five utm
 * fields), the marketing record of a new session (language, landing page, screen size) and the event page's
 * clicks and tabs (name and the button's place). Kept for a month.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['page_view', 'marketing', 'event_click'] }).notNull(),
    sessionId: text('session_id'),
    userId: integer('user_id'),
    path: text('path'),
    /** "Direct" when the visit had none. */
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** event_click: which block, tab or button. */
    name: text('name'),
    place: text('place'),
    language: text('language'),
    landingPage: text('landing_page'),
    screenWidth: smallint('screen_width'),
    screenHeight: smallint('screen_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Partitioned by month of created_at (migration 0048, docs/decisions/064-partitioned-history.md): the key holds it.
  (t) => [
    primaryKey({ name: 'analytics_events_id_created_at_pk', columns: [t.id, t.createdAt] }),
    index('analytics_events_kind_time_idx').on(t.kind, t.createdAt),
    index('analytics_events_time_idx').on(t.createdAt),
  ],
);
