import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { IDENTITY_CHECK_STATUSES, IDENTITY_FILE_KINDS } from '@tastydrop/domain';
import { users } from './users.js';

/** Raw bytes (an encrypted identity file). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Identity checks, written only by the identity module (docs/decisions/060-identity-checks.md): who asked and why,
 * when the player sent the files, who decided and the note the player sees. The row outlives its files.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: IDENTITY_CHECK_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    /** The console account that asked; null when the system did (a withdrawal review rule). */
    requestedBy: integer('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** When the retention job deleted the files; the decision stays. */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One open check per player at a time.
    uniqueIndex('identity_checks_open_idx').on(t.userId).where(sql`${t.status} IN ('requested', 'submitted')`),
    index('identity_checks_user_idx').on(t.userId, t.id),
    index('identity_checks_status_idx').on(t.status, t.submittedAt),
  ],
);

/** A check's files, encrypted with AES-256-GCM (iv, tag and ciphertext); deleted by the retention job. */
export const identityFiles = pgTable(
  'identity_files',
  {
    checkId: integer('check_id')
      .notNull()
      .references(() => identityChecks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IDENTITY_FILE_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    iv: bytea('iv').notNull(),
    tag: bytea('tag').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.checkId, t.kind] })],
);
