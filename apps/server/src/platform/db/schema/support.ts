import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** Raw bytes (a chat attachment's picture). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Live support conversations, written only by the support module: one thread per signed-in player (by user id)
 * or per guest (by the hash of the token in the guest's cookie, and the address answers go to). History is kept;
 * a closed thread reopens when the player writes again. Each side's read mark is the last message it has read.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's address (a player's comes from the account). */
    guestEmail: text('guest_email'),
    /** SHA-256 of the guest's conversation token. */
    guestTokenHash: text('guest_token_hash'),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    playerLastReadId: bigint('player_last_read_id', { mode: 'number' }).notNull().default(0),
    operatorLastReadId: bigint('operator_last_read_id', { mode: 'number' }).notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_conversations_user_key').on(t.userId),
    uniqueIndex('support_conversations_guest_key').on(t.guestTokenHash),
    index('support_conversations_inbox_idx').on(t.status, t.lastMessageAt),
    check('support_conversations_owner', sql`(${t.userId} IS NOT NULL) <> (${t.guestTokenHash} IS NOT NULL)`),
  ],
);

/** Messages of a conversation, oldest first by id; `emailed_at` marks support's answers sent by e-mail. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['player', 'operator', 'system'] }).notNull(),
    /** The console account that answered. */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** A picture of a message, kept in the database so every node serves it. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId)],
);

/** Answers an operator inserts into a reply; admins edit them. */
export const supportCannedAnswers = pgTable('support_canned_answers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The office hours: one row (id 1); without it the defaults apply. */
export const supportSettings = pgTable(
  'support_settings',
  {
    id: integer('id').primaryKey(),
    timezone: text('timezone').notNull(),
    /** Monday first: `{from, to}` minutes of the day, or null for a closed day. */
    days: jsonb('days').$type<({ from: number; to: number } | null)[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('support_settings_one_row', sql`${t.id} = 1`)],
);
