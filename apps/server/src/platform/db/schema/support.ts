import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Messages sent from the contacts page when no support address is configured; the operator reads and answers them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** The signed-in sender, or null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the answer goes. */
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the operator once answered. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
