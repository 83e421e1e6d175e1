import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { CONSOLE_CALL_HEADER } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/index.js';
import { consoleAccounts, consoleSessions } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { assertNotCrossSite } from '../../platform/http/same-origin.js';
import { createIpAllowList } from '../payments/providers/ip-allowlist.js';
import { declareRoles, type ConsoleRole } from './console-roles.js';

export interface ConsoleAccessOptions {
  /** Routes of the second factor itself: open before enrolment and before the code is entered. */
  beforeSecondFactor?: boolean;
  /**
   * A read handing out players' data in bulk (exports, searches, lists, a player's record): only the console's
   * own client may make it, by the CONSOLE_CALL_HEADER a link or another site's page cannot send.
   */
  bulkRead?: boolean;
}

const consoleHeader = CONSOLE_CALL_HEADER.toLowerCase();

/**
 * Builds the console's route hooks. A request passes when no other site started it (else 403, before anything
 * else), it has a session (else 401), a bulk read carries the console's header (else 403), it comes from an
 * allowed address, belongs to a console account whose role the route admits (else 403) and, except on
 * the second-factor routes, its session passed the second factor and was active within the idle limit
 * (else 401 second_factor_required). Each pass marks the console session active.
 */
export function createConsoleAccess(db: Db, config: Pick<Config, 'ADMIN_IP_ALLOWLIST' | 'ADMIN_IDLE_MS'>) {
  const entries = (config.ADMIN_IP_ALLOWLIST ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const allowed = entries.length > 0 ? createIpAllowList(entries) : () => true;

  async function check(request: FastifyRequest, roles: readonly ConsoleRole[], options: ConsoleAccessOptions): Promise<void> {
    assertNotCrossSite(request);
    if (!request.auth) throw new AppError('authentication');
    if (options.bulkRead && request.headers[consoleHeader] !== '1') throw new AppError('forbidden', { reason: 'console_header_required' });
    if (!allowed(request.ip)) throw new AppError('forbidden');
    const [account] = await db
      .select({ role: consoleAccounts.role, enabled: consoleAccounts.totpEnabledAt })
      .from(consoleAccounts)
      .where(eq(consoleAccounts.userId, request.auth.userId));
    if (!account || !roles.includes(account.role)) throw new AppError('forbidden');
    if (!options.beforeSecondFactor) {
      if (!account.enabled) throw new AppError('second_factor_required', { enrolled: false });
      const touched = await db
        .update(consoleSessions)
        .set({ lastActiveAt: sql`now()` })
        .where(
          and(
            eq(consoleSessions.sessionId, request.auth.sessionId),
            sql`${consoleSessions.lastActiveAt} > now() - make_interval(secs => ${config.ADMIN_IDLE_MS / 1000})`,
          ),
        )
        .returning({ sessionId: consoleSessions.sessionId });
      if (touched.length === 0) throw new AppError('second_factor_required', { enrolled: true });
    }
    request.consoleActor = { userId: request.auth.userId, role: account.role, sessionId: request.auth.sessionId, ip: request.ip };
  }

  /**
   * Where a request's session stands at the console, read only (nothing is marked active): its role and whether it
   * passed the second factor within the idle limit; null for a guest, a player or an address not allowed.
   */
  async function standing(request: FastifyRequest): Promise<{ role: ConsoleRole; verified: boolean } | null> {
    if (!request.auth || !allowed(request.ip)) return null;
    const { sessionId, userId } = request.auth;
    const [account] = await db
      .select({
        role: consoleAccounts.role,
        enabled: consoleAccounts.totpEnabledAt,
        active: sql<boolean>`EXISTS (SELECT 1 FROM ${consoleSessions} WHERE ${consoleSessions.sessionId} = ${sessionId}
          AND ${consoleSessions.lastActiveAt} > now() - make_interval(secs => ${config.ADMIN_IDLE_MS / 1000}))`,
      })
      .from(consoleAccounts)
      .where(eq(consoleAccounts.userId, userId));
    if (!account) return null;
    return { role: account.role, verified: account.enabled !== null && Boolean(account.active) };
  }

  return {
    standing,
    /** The hook of a console route admitting `roles`. */
    allow(roles: readonly ConsoleRole[], options: ConsoleAccessOptions = {}) {
      return declareRoles((request) => check(request, roles, options), roles);
    },
  };
}

export type ConsoleAccess = ReturnType<typeof createConsoleAccess>;

/** The console account of a request that passed a console hook. */
export function actorOf(request: FastifyRequest) {
  if (!request.consoleActor) throw new AppError('forbidden');
  return request.consoleActor;
}
