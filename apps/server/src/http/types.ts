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
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { Realtime } from '../realtime/hub.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What every module's routes receive. */
export interface ModuleDeps {
  config: Config;
  db: Db;
  realtime: Realtime;
  optionalAuth: Hook;
  requireAuth: Hook;
  /** Drops a revoked token from this node's session cache. */
  forgetSession: (token: string) => void;
  /** Route options that rate-limit a route (auth, opening, payments). */
  strictRateLimit: { config: { rateLimit: { max: number; timeWindow: number } } };
}
