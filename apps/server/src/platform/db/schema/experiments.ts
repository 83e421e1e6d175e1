import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExperimentStatus, ExperimentTarget } from '@tastydrop/domain';
import { users } from './users.js';

/** A variant as stored: its key, relative weight and what it carries to the site (JSON in code key case). */
export interface StoredVariant {
  key: string;
  weight: number;
  payload: unknown;
}

/** Feature flags the console defines: on or off, rolled out to a share of an audience (docs/decisions/048-experiments.md). */
export const experimentFlags = pgTable(
  'experiment_flags',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(false),
    rolloutPercent: integer('rollout_percent').notNull().default(0),
    target: jsonb('target').$type<ExperimentTarget>().notNull(),
    /** Mixed into each unit's draw, so two flags with the same share reach different units. */
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('experiment_flags_key_key').on(t.key), check('experiment_flags_rollout_range', sql`${t.rolloutPercent} BETWEEN 0 AND 100`)],
);

/** A/B experiments: variants with weights, the share of the audience that enters, and who that audience is. */
export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['draft', 'running', 'stopped'] }).$type<ExperimentStatus>().notNull().default('draft'),
    /** The first variant is the control. Fixed once the experiment has started. */
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    trafficPercent: integer('traffic_percent').notNull(),
    target: jsonb('target').$type<ExperimentTarget>().notNull(),
    salt: text('salt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One draft or running experiment per key: the site reads the running one by its key.
    uniqueIndex('experiments_live_key').on(t.key).where(sql`${t.status} <> 'stopped'`),
    check('experiments_traffic_range', sql`${t.trafficPercent} BETWEEN 0 AND 100`),
  ],
);

/**
 * The unit each player is assigned by: the device they were first seen on as a guest (so a guest keeps their
 * variants after signing up), or `u:<id>` when that device already belongs to another player.
 */
export const experimentUnits = pgTable(
  'experiment_units',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('experiment_units_unit_key').on(t.unitId)],
);

/** The first time each unit was shown its variant of an experiment; conversions are counted from then. */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    variant: text('variant').notNull(),
    exposedAt: timestamp('exposed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.experimentId, t.unitId] })],
);
