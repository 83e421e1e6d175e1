import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureFlags } from '@tastydrop/domain';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { ActivitySignal } from '../realtime/activity-signal.js';
import type { Realtime } from '../realtime/hub.js';
import type { PlayMetrics } from './metrics.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What every module's routes receive. */
export interface ModuleDeps {
  config: Config;
  db: Db;
  realtime: Realtime;
  /** Counts completed plays and batch sizes for /metrics. */
  metrics: PlayMetrics;
  /** Wakes the activity feed once a play path has committed its activity rows (leaderboards keep up with play). */
  activity: ActivitySignal;
  /** Resolves the session when there is one (a route open to guests). */
  optionalAuth: Hook;
  /** Requires a session: the default of every API route that declares nothing. */
  requireAuth: Hook;
  /** Declares a route open to everyone without reading the session. */
  publicRoute: Hook;
  /** Same-origin check for the GET routes that change state, when the session cookie is used. */
  sameOriginOnly: Hook;
  /** Ends sessions everywhere at once: this node's session cache and every live socket of them. */
  endSessions: (sessionIds: readonly number[]) => Promise<void>;
  /** Route options that rate-limit a route (auth, opening, payments). */
  strictRateLimit: { config: { rateLimit: { max: number; timeWindow: number } } };
  /** The feature flags in force: the configuration's, with the console's switches over them. */
  features: () => Promise<FeatureFlags>;
}
