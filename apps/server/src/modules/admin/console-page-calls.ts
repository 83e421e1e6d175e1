import type { FastifyRequest } from 'fastify';
import type { ConsoleAccess } from './console-access.js';
import type { ConsoleRole } from './console-roles.js';

/** The console's first screen (the dashboard), the one page whose calls are known before its code runs. */
const FIRST_SCREEN = '/admin';
/** The dashboard's figures for the roles that see money (apps/web features/admin/api/first-screen.ts asks the same). */
const MONEY_CALLS = ['/api/admin/withdrawals', '/api/admin/approvals'];

/**
 * The calls the console's page at `urlPath` makes first for this request's session, for the server to preload with
 * the page: who the account is for any signed-in browser; and the dashboard's figures for a session past the second
 * factor whose role sees money (`moneyRoles`), so they come down with the code instead of after it. A session that
 * would be refused gets nothing more than `me`, so no preload is refused.
 */
export async function consolePageCalls(
  access: Pick<ConsoleAccess, 'standing'>,
  moneyRoles: readonly ConsoleRole[],
  request: FastifyRequest,
  urlPath: string,
): Promise<string[]> {
  if (urlPath !== FIRST_SCREEN) return ['/api/admin/me'];
  const standing = await access.standing(request);
  const money = standing !== null && standing.verified && moneyRoles.includes(standing.role);
  return ['/api/admin/me', ...(money ? MONEY_CALLS : [])];
}
