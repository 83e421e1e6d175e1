import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { CONSOLE_ROLES } from '../../platform/db/schema/index.js';

export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
export { CONSOLE_ROLES };

/** The console account acting on a request that passed its route's role check. */
export interface ConsoleActor {
  userId: number;
  role: ConsoleRole;
  sessionId: number;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    consoleActor?: ConsoleActor;
  }
}

/** The roles that may put odds and prices live (publish, roll back, approve drafted prices). */
export const PUBLISH_ROLES = ['owner', 'admin'] as const satisfies readonly ConsoleRole[];

/** Whether the account may put odds and prices live itself; any other account's price change is a draft. */
export const mayPublish = (actor: ConsoleActor): boolean => (PUBLISH_ROLES as readonly ConsoleRole[]).includes(actor.role);

export const ADMIN_PREFIX = '/api/admin/';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The roles a route admits, keyed by the hook that checks them (so the guard can tell a declared route). */
const declaredRoles = new WeakMap<object, readonly ConsoleRole[]>();

/** Remembers which roles a console hook admits. */
export function declareRoles(hook: Hook, roles: readonly ConsoleRole[]): Hook {
  declaredRoles.set(hook, roles);
  return hook;
}

/** One console route as the route table (and the access tests) see it. */
export interface ConsoleRouteSummary {
  method: string;
  url: string;
  roles: readonly ConsoleRole[];
}

/**
 * onRoute guard: every route under /api/admin must declare the roles it admits through a console hook;
 * a route without one stops the server from starting (deny by default). Returns the declared routes.
 */
export function consoleRouteGuard(): { guard: (route: RouteOptions) => void; routes: ConsoleRouteSummary[] } {
  const routes: ConsoleRouteSummary[] = [];
  const guard = (route: RouteOptions) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    const roles = hooks.map((hook) => declaredRoles.get(hook as object)).find((r) => r !== undefined);
    if (!roles || roles.length === 0) throw new Error(`console route ${String(route.method)} ${route.url} declares no roles`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, roles });
  };
  return { guard, routes };
}
