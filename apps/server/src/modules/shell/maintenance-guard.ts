import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../core/app-error.js';
import { isSafeMethod } from '../../platform/http/same-origin.js';
import { cachedValue } from '../../platform/cached-value.js';
import { getSetting } from './operator-settings.js';

/**
 * Calls that still work during maintenance: signing in and out, the console, the contact form, page titles, the
 * player's own language, payment notifications and the payment sandbox (money already on its way must settle),
 * and the test fixtures.
 */
const OPEN_DURING_MAINTENANCE = [
  '/api/admin/',
  '/api/test/',
  '/api/v1/auth/',
  '/nitro-api/',
  '/api/v1/support/',
  '/api/v1/localization/',
  '/api/v1/seo/',
  '/api/v1/payments/webhook/',
  '/api/v1/payments/sandbox/',
];

/** How long a node trusts the maintenance switch it read; the console's change clears this node's copy at once. */
const SWITCH_CACHE_MS = 2000;

/**
 * While maintenance is on, every state-changing API call of a player (opening, selling, upgrading, battles,
 * withdrawals, payments started) answers 503 `maintenance`; reading stays open, so the site can show its page.
 */
export function createMaintenanceGuard(db: Db) {
  const switchOn = cachedValue(() => getSetting(db, 'maintenance'), SWITCH_CACHE_MS);
  return {
    hook: async (request: FastifyRequest) => {
      if (isSafeMethod(request.method)) return;
      const url = request.url;
      if (!url.startsWith('/api/') && !url.startsWith('/nitro-api/')) return;
      if (OPEN_DURING_MAINTENANCE.some((prefix) => url.startsWith(prefix))) return;
      if (await switchOn.get()) throw new AppError('maintenance');
    },
    /** Forgets this node's copy of the switch (after the console changed it). */
    forget: () => switchOn.forget(),
  };
}

export type MaintenanceGuard = ReturnType<typeof createMaintenanceGuard>;
