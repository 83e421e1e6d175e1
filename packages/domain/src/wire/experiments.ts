import { z } from 'zod';
import { MAX_LEVEL } from '../levels.js';
import { EXPERIMENT_GOALS, EXPERIMENT_KEY_PATTERN, EXPERIMENT_STATUSES } from '../experiment-rules.js';
import { EXPOSURE_QUEUE_CAP } from '../experiment-client-rules.js';
import { ConsoleReason } from './admin.js';

/**
 * Flags and A/B experiments: what the site reads (`/sdk/v2/vardata`, `/sdk/v2/flags`), the exposures it sends back,
 * and what the console defines and reads. Each refinement's message is the key of its explanation in the console
 * texts, so the form and the server name a problem the same way.
 */

/** A flag, experiment or variant key: `change-min-sum`. */
export const ExperimentKey = z.string().trim().min(1).max(64).regex(EXPERIMENT_KEY_PATTERN, { message: 'key' });

/** What a variant carries to the site: any JSON of modest size (`{"min_sum": 300}`). */
export const VariantPayload = z.json().refine((value) => JSON.stringify(value).length <= 2000, { message: 'payloadSize' });

const Level = z.number().int().min(1).max(MAX_LEVEL);

export const ExperimentTargetInput = z
  .object({
    guests: z.boolean(),
    players: z.boolean(),
    /** Players registered within this many days (null: any). */
    newWithinDays: z.number().int().min(1).max(3650).nullable().default(null),
    levelMin: Level.nullable().default(null),
    levelMax: Level.nullable().default(null),
  })
  .refine((t) => t.guests || t.players, { message: 'nobody', path: ['players'] })
  .refine((t) => t.levelMin === null || t.levelMax === null || t.levelMin <= t.levelMax, { message: 'levelBand', path: ['levelMax'] });
export type ExperimentTargetData = z.infer<typeof ExperimentTargetInput>;

/** A flag as the console defines it: on or off, the share of its audience that gets it, and who that is. */
export const FlagInput = z.object({
  key: ExperimentKey,
  description: z.string().trim().max(500).default(''),
  enabled: z.boolean(),
  rolloutPercent: z.number().int().min(0).max(100),
  target: ExperimentTargetInput,
});
export type FlagInputData = z.infer<typeof FlagInput>;

export const ExperimentVariantInput = z.object({
  key: ExperimentKey,
  /** Relative share among the variants (a weight of 0 keeps the variant but sends nobody to it). */
  weight: z.number().int().min(0).max(10_000),
  payload: VariantPayload.nullable().default(null),
});

/** An A/B experiment as the console defines it; the first variant is the control the others are compared with. */
export const ExperimentInput = z.object({
  key: ExperimentKey,
  description: z.string().trim().max(500).default(''),
  variants: z
    .array(ExperimentVariantInput)
    .min(2, { message: 'variantsMin' })
    .max(8)
    .refine((vs) => new Set(vs.map((v) => v.key)).size === vs.length, { message: 'variantsUnique' })
    .refine((vs) => vs.some((v) => v.weight > 0), { message: 'weightsZero' }),
  /** The share of the targeted audience that enters the experiment at all. */
  trafficPercent: z.number().int().min(0).max(100),
  target: ExperimentTargetInput,
});
export type ExperimentInputData = z.infer<typeof ExperimentInput>;

// The site.

/** GET /sdk/v2/vardata: the variant of each running experiment the visitor is in (by experiment key). */
export const Vardata = z.object({ variants: z.record(ExperimentKey, z.object({ key: z.string(), payload: z.unknown() })) });
/** GET /sdk/v2/flags: each flag's value for the visitor (by flag key). */
export const FlagValues = z.object({ flags: z.record(ExperimentKey, z.boolean()) });
/** POST /sdk/v2/exposures: the variants the site showed, in a batch from its queue. */
export const ExposureBatch = z.object({ exposures: z.array(z.object({ experiment: ExperimentKey, variant: ExperimentKey })).min(1).max(EXPOSURE_QUEUE_CAP) });
export const ExposureBatchResponse = z.object({ recorded: z.number().int() });

// The console.

export const FlagSaveRequest = z.object({ flag: FlagInput, reason: ConsoleReason.optional() });
export const ExperimentSaveRequest = z.object({ experiment: ExperimentInput, reason: ConsoleReason.optional() });
export const ExperimentStatusRequest = z.object({ status: z.enum(['running', 'stopped']), reason: ConsoleReason.optional() });

const Moment = z.string().nullable();
const Rate = z.object({ rate: z.number(), low: z.number(), high: z.number() });

/** GET /api/admin/experiments/:id: the definition and each variant's figures, with 95 % intervals. */
export const ExperimentResults = z.object({
  experiment: z.object({
    id: z.number(),
    key: z.string(),
    description: z.string(),
    status: z.enum(EXPERIMENT_STATUSES),
    trafficPercent: z.number(),
    target: z.object({ guests: z.boolean(), players: z.boolean(), newWithinDays: z.number().nullable(), levelMin: z.number().nullable(), levelMax: z.number().nullable() }),
    variants: z.array(z.object({ key: z.string(), weight: z.number(), payload: z.unknown() })),
    startedAt: Moment,
    stoppedAt: Moment,
    createdAt: z.string(),
  }),
  /** Each variant in the definition's order, the control first. */
  results: z.array(
    z.object({
      variant: z.string(),
      exposures: z.number().int(),
      goals: z.array(
        z.object({
          goal: z.enum(EXPERIMENT_GOALS),
          conversions: z.number().int(),
          /** The conversion rate and its Wilson interval; null before any exposure. */
          rate: Rate.nullable(),
          /** The rate less the control's, with Newcombe's interval; null for the control and without exposures. */
          difference: z.object({ value: z.number(), low: z.number(), high: z.number() }).nullable(),
        }),
      ),
    }),
  ),
});
export type ExperimentResultsData = z.infer<typeof ExperimentResults>;
