import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdjustBalanceRequest,
  AdjustBalanceResult,
  ApprovalDecided,
  ApprovalDecision,
  ConsoleAuditQuery,
  ConsoleDashboard,
  ConsoleDashboardQuery,
  ConsoleIdParams,
  ConsoleMe,
  ConsoleOptionalReasonBody,
  ConsolePageQuery,
  ConsolePaymentsQuery,
  ConsolePlayersQuery,
  ConsoleReason,
  ConsoleReasonBody,
  ConsoleReplyRequest,
  ConsoleRoleGranted,
  ConsoleRow,
  ConsoleRows,
  ConsoleSupportQuery,
  EnrolmentStart,
  FEATURE_NAMES,
  type FeatureName,
  fromWire,
  GrantRoleRequest,
  MaintenanceRequest,
  Ok,
  OwnerClaimRequest,
  OwnerClaimResponse,
  RecoveryCodes,
  SecondFactorCode,
  SiteSwitches,
  toWire,
  WithdrawalQueue,
  WithdrawalQueueQuery,
  WithdrawalProviders,
  WithdrawalProvidersRequest,
} from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { MaintenanceGuard } from '../shell/maintenance-guard.js';
import { getSiteDetails, getSiteSwitches, setFeatureFlags, setMaintenance, setOperatorDetails } from './site-switches.js';
import type { SiteSwitches as SwitchesCache } from '../shell/site-switches.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { adjustBalance } from './adjust-balance.js';
import { claimOwner } from './claim-owner.js';
import { catalogConsoleRoutes } from './catalog-routes.js';
import { contentConsoleRoutes } from './content-routes.js';
import { experimentConsoleRoutes } from './experiment-routes.js';
import { cancelWithdrawal } from './cancel-withdrawal.js';
import { actorOf, createConsoleAccess } from './console-access.js';
import type { ConsoleRole } from './console-roles.js';
import { APPROVER_ROLES, decideApproval } from './decide-approval.js';
import { valueLimits } from './console-limits.js';
import { getConsoleMe } from './get-console-me.js';
import { getDashboard } from './get-dashboard.js';
import { getPaymentHistory, listPayments, reconcilePayment } from './payments-console.js';
import { getPaymentChargebacks, liftPlayerWithdrawalFreeze } from './payment-chargebacks.js';
import { getPlayer, getPlayerSection, PLAYER_SECTIONS } from './get-player.js';
import { grantRole } from './grant-role.js';
import { listAudit, listConsoleAccounts, listPendingApprovals } from './list-audit.js';
import { banPlayer, endPlayerSessions, resetTradeLink, setBoardExclusion, unbanPlayer } from './player-actions.js';
import { consolePageCalls } from './console-page-calls.js';
import { identityConsoleRoutes } from './identity-console.js';
import { retryWithdrawal } from './retry-withdrawal.js';
import { searchPlayers } from './search-players.js';
import { listContactMessages, replyToContactMessage } from './support-inbox.js';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from './second-factor.js';
import { listOpenWithdrawals, staleWithdrawals } from './withdrawal-queue.js';
import { getWithdrawalProviders, setWithdrawalProviders } from './withdrawal-providers.js';
import { withdrawalReviewRoutes } from './withdrawal-review-routes.js';
import { partnerConsoleRoutes } from './partner-console.js';
import { partnerProgramme } from '../partners/programme.js';

/** Who may do what at the console. */
export const ROLES = {
  any: ['owner', 'admin', 'support', 'finance', 'content', 'compliance'],
  owner: ['owner'],
  oversight: ['owner', 'admin'],
  players: ['owner', 'admin', 'support', 'finance'],
  playerActions: ['owner', 'admin', 'support'],
  money: ['owner', 'admin', 'support', 'finance'],
  /** Money approvals and payment reconciliation; each kind of approval names its deciders (decide-approval.ts). */
  approvals: ['owner', 'finance'],
  withdrawals: ['owner', 'admin', 'support', 'finance'],
  support: ['owner', 'admin', 'support'],
  business: ['owner', 'admin', 'finance'],
  content: ['owner', 'admin', 'content'],
  refunds: ['owner', 'finance'],
} as const satisfies Record<string, readonly ConsoleRole[]>;


/** The operator console's API: every route names its roles; every action writes one audit row. */
/**
 * The console's routes. Returns the calls its page makes first for a request's session (preloaded with the page by
 * the web app, bootstrap/web-app.ts).
 */
export function adminRoutes(
  app: App,
  deps: ModuleDeps,
  services: { mailer: Mailer; maintenance: MaintenanceGuard; switches: SwitchesCache; catalog: CaseCatalog },
): { pageCalls: (request: FastifyRequest, urlPath: string) => Promise<string[]> } {
  const { db, config } = deps;
  const access = createConsoleAccess(db, config);
  const allow = (roles: readonly ConsoleRole[]) => access.allow(roles);
  /** Reads handing out players' data in bulk: the console's own client only (ConsoleAccessOptions.bulkRead). */
  const bulkRead = (roles: readonly ConsoleRole[]) => access.allow(roles, { bulkRead: true });
  const limits = valueLimits(config);

  catalogConsoleRoutes(app, deps, access, services.catalog);
  contentConsoleRoutes(app, deps, access, services.catalog);
  experimentConsoleRoutes(app, deps, access);
  withdrawalReviewRoutes(app, deps, access);
  identityConsoleRoutes(app, deps, access);
  partnerConsoleRoutes(app, deps, access, limits);

  // A fresh site's one-time owner link (issueOwnerClaim): the signed-in player who holds it becomes the owner.
  app.post('/api/v1/owner-claim', { onRequest: deps.requireAuth, ...deps.strictRateLimit, schema: { body: OwnerClaimRequest, response: { 200: OwnerClaimResponse } } }, (req) =>
    claimOwner(db, authOf(req).userId, req.body.token),
  );

  // Access and the second factor.
  app.get('/api/admin/me', { onRequest: access.allow(ROLES.any, { beforeSecondFactor: true }), schema: { response: { 200: ConsoleMe } } }, (req) =>
    getConsoleMe(db, actorOf(req), config.ADMIN_IDLE_MS, config.ADMIN_APPROVAL_THRESHOLD, config.ADMIN_APPROVAL_WINDOW_HOURS),
  );
  app.post('/api/admin/second-factor/enrol', { onRequest: access.allow(ROLES.any, { beforeSecondFactor: true }), schema: { response: { 200: EnrolmentStart } } }, (req) =>
    startEnrolment(db, actorOf(req)),
  );
  app.post(
    '/api/admin/second-factor/confirm',
    { onRequest: access.allow(ROLES.any, { beforeSecondFactor: true }), ...deps.strictRateLimit, schema: { body: SecondFactorCode, response: { 200: RecoveryCodes } } },
    (req) => confirmEnrolment(db, actorOf(req), req.body.code),
  );
  app.post(
    '/api/admin/second-factor/verify',
    { onRequest: access.allow(ROLES.any, { beforeSecondFactor: true }), ...deps.strictRateLimit, schema: { body: SecondFactorCode, response: { 200: Ok } } },
    async (req) => {
      await verifySecondFactor(db, actorOf(req), req.body.code);
      return { ok: true as const };
    },
  );
  app.get('/api/admin/accounts', { onRequest: bulkRead(ROLES.owner), schema: { response: { 200: ConsoleRows } } }, () => listConsoleAccounts(db));
  app.post('/api/admin/accounts', { onRequest: allow(ROLES.owner), schema: { body: GrantRoleRequest, response: { 200: ConsoleRoleGranted } } }, (req) =>
    grantRole(db, req.body.login, req.body.role, actorOf(req)),
  );
  app.get(
    '/api/admin/audit',
    {
      onRequest: bulkRead(ROLES.oversight),
      schema: { querystring: ConsoleAuditQuery, response: { 200: ConsoleRows } },
    },
    (req) => listAudit(db, req.query),
  );

  // Players.
  app.get('/api/admin/players', { onRequest: bulkRead(ROLES.players), schema: { querystring: ConsolePlayersQuery, response: { 200: ConsoleRows } } }, (req) =>
    searchPlayers(db, req.query.q),
  );
  app.get('/api/admin/players/:id', { onRequest: bulkRead(ROLES.players), schema: { params: ConsoleIdParams, response: { 200: ConsoleRow } } }, (req) => getPlayer(db, req.params.id));
  app.get(
    '/api/admin/players/:id/:section',
    { onRequest: bulkRead(ROLES.players), schema: { params: ConsoleIdParams.extend({ section: z.enum(PLAYER_SECTIONS) }), querystring: ConsolePageQuery, response: { 200: ConsoleRows } } },
    (req) => getPlayerSection(db, req.params.id, req.params.section, req.query.page),
  );
  app.post('/api/admin/players/:id/ban', { onRequest: allow(ROLES.playerActions), schema: { params: ConsoleIdParams, body: ConsoleReasonBody, response: { 200: Ok } } }, async (req) => {
    await deps.endSessions(await banPlayer(db, actorOf(req), req.params.id, req.body.reason));
    return { ok: true as const };
  });
  app.post('/api/admin/players/:id/unban', { onRequest: allow(ROLES.playerActions), schema: { params: ConsoleIdParams, body: ConsoleReasonBody, response: { 200: Ok } } }, async (req) => {
    await unbanPlayer(db, actorOf(req), req.params.id, req.body.reason);
    return { ok: true as const };
  });
  app.post('/api/admin/players/:id/end-sessions', { onRequest: allow(ROLES.playerActions), schema: { params: ConsoleIdParams, body: ConsoleOptionalReasonBody, response: { 200: Ok } } }, async (req) => {
    await deps.endSessions(await endPlayerSessions(db, actorOf(req), req.params.id, req.body.reason ?? null));
    return { ok: true as const };
  });
  app.post('/api/admin/players/:id/reset-trade-link', { onRequest: allow(ROLES.playerActions), schema: { params: ConsoleIdParams, body: ConsoleOptionalReasonBody, response: { 200: Ok } } }, async (req) => {
    await resetTradeLink(db, actorOf(req), req.params.id, req.body.reason ?? null);
    return { ok: true as const };
  });
  app.post(
    '/api/admin/players/:id/board-exclusion',
    { onRequest: allow(ROLES.playerActions), schema: { params: ConsoleIdParams, body: z.object({ excluded: z.boolean(), reason: ConsoleReason.optional() }), response: { 200: Ok } } },
    async (req) => {
      await setBoardExclusion(db, actorOf(req), req.params.id, req.body.excluded, req.body.reason ?? null);
      return { ok: true as const };
    },
  );

  // Money.
  app.post('/api/admin/players/:id/balance', { onRequest: allow(ROLES.money), schema: { params: ConsoleIdParams, body: AdjustBalanceRequest, response: { 200: AdjustBalanceResult } } }, async (req) => {
    const { amount, ...rest } = req.body;
    const outcome = await adjustBalance(db, actorOf(req), { ...rest, userId: req.params.id, delta: Math.sign(amount) * fromWire(Math.abs(amount)) }, limits);
    return outcome.status === 'applied' ? { status: 'applied' as const, balance: toWire(outcome.balance) } : outcome;
  });
  app.get('/api/admin/approvals', { onRequest: allow(ROLES.money), schema: { response: { 200: ConsoleRows } } }, () => listPendingApprovals(db));
  app.post('/api/admin/approvals/:id', { onRequest: allow(APPROVER_ROLES), schema: { params: ConsoleIdParams, body: ApprovalDecision, response: { 200: ApprovalDecided } } }, async (req) => {
    const result = await decideApproval(db, actorOf(req), req.params.id, req.body.approve, req.body.reason ?? null, { rtpCeiling: config.ADMIN_RTP_CEILING, programme: partnerProgramme(config) });
    if (result.kind === 'prices' && result.status === 'approved') services.catalog.invalidate();
    return { status: result.status, balance: result.balance === null ? null : toWire(result.balance) };
  });

  // Withdrawals.
  app.get(
    '/api/admin/withdrawals',
    {
      onRequest: allow(ROLES.withdrawals),
      schema: {
        querystring: WithdrawalQueueQuery,
        response: { 200: WithdrawalQueue },
      },
    },
    async (req) => ({
      rows: await listOpenWithdrawals(db, req.query.status ?? null),
      alertMinutes: config.ADMIN_WITHDRAWAL_ALERT_MINUTES,
      stale: await staleWithdrawals(db, config.ADMIN_WITHDRAWAL_ALERT_MINUTES),
    }),
  );
  app.get('/api/admin/withdrawals/providers', { onRequest: allow(ROLES.withdrawals), schema: { response: { 200: WithdrawalProviders } } }, () => getWithdrawalProviders(db, config));
  app.put(
    '/api/admin/withdrawals/providers',
    { onRequest: allow(ROLES.oversight), schema: { body: WithdrawalProvidersRequest, response: { 200: WithdrawalProviders } } },
    (req) => setWithdrawalProviders(db, config, actorOf(req), req.body.choice, req.body.reason),
  );
  app.post('/api/admin/withdrawals/:id/retry', { onRequest: allow(ROLES.withdrawals), schema: { params: ConsoleIdParams, body: ConsoleOptionalReasonBody, response: { 200: Ok } } }, async (req) => {
    await retryWithdrawal(db, actorOf(req), req.params.id, req.body.reason ?? null);
    return { ok: true as const };
  });
  app.post('/api/admin/withdrawals/:id/cancel', { onRequest: allow(ROLES.withdrawals), schema: { params: ConsoleIdParams, body: ConsoleReasonBody, response: { 200: Ok } } }, async (req) => {
    await cancelWithdrawal(db, { realtime: deps.realtime, log: req.log }, actorOf(req), req.params.id, req.body.reason);
    return { ok: true as const };
  });

  // Support inbox.
  app.get(
    '/api/admin/support/messages',
    { onRequest: bulkRead(ROLES.support), schema: { querystring: ConsoleSupportQuery, response: { 200: ConsoleRows } } },
    (req) => listContactMessages(db, { unanswered: req.query.unanswered === 'true', page: req.query.page }),
  );
  app.post(
    '/api/admin/support/messages/:id/reply',
    { onRequest: allow(ROLES.support), schema: { params: ConsoleIdParams, body: ConsoleReplyRequest, response: { 200: Ok } } },
    async (req) => {
      await replyToContactMessage(db, services.mailer, actorOf(req), req.params.id, req.body.text);
      return { ok: true as const };
    },
  );

  // Site switches.
  const FlagOverrides = z.partialRecord(z.enum(FEATURE_NAMES as [FeatureName, ...FeatureName[]]), z.boolean());
  const Details = z.object({
    name: z.string().trim().max(200).optional(),
    registration: z.string().trim().max(200).optional(),
    address: z.string().trim().max(500).optional(),
    supportEmail: z.string().trim().max(254).optional(),
    partnerEmail: z.string().trim().max(254).optional(),
    adsEmail: z.string().trim().max(254).optional(),
  });
  app.get(
    '/api/admin/settings/site',
    {
      onRequest: allow(ROLES.oversight),
      schema: { response: { 200: z.object({ features: z.record(z.string(), z.boolean()), details: Details, featureOverrides: z.record(z.string(), z.boolean().optional()), detailOverrides: Details }) } },
    },
    () => getSiteDetails(db, services.switches),
  );
  app.post('/api/admin/settings/features', { onRequest: allow(ROLES.oversight), schema: { body: z.object({ features: FlagOverrides, reason: ConsoleReason }), response: { 200: Ok } } }, async (req) => {
    await setFeatureFlags(db, actorOf(req), req.body.features, req.body.reason);
    services.switches.forget();
    return { ok: true as const };
  });
  app.post('/api/admin/settings/operator', { onRequest: allow(ROLES.owner), schema: { body: z.object({ details: Details, reason: ConsoleReason }), response: { 200: Ok } } }, async (req) => {
    await setOperatorDetails(db, actorOf(req), req.body.details, req.body.reason);
    services.switches.forget();
    return { ok: true as const };
  });
  app.get('/api/admin/settings', { onRequest: allow(ROLES.oversight), schema: { response: { 200: SiteSwitches } } }, () => getSiteSwitches(db));
  app.post(
    '/api/admin/settings/maintenance',
    { onRequest: allow(ROLES.oversight), schema: { body: MaintenanceRequest, response: { 200: SiteSwitches } } },
    async (req) => {
      const result = await setMaintenance(db, actorOf(req), req.body);
      services.maintenance.forget();
      return result;
    },
  );

  // The business at a glance.
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: allow(ROLES.business),
      schema: {
        querystring: ConsoleDashboardQuery,
        response: { 200: ConsoleDashboard },
      },
    },
    (req) => getDashboard(db, req.query.days),
  );

  // Payments.
  app.get(
    '/api/admin/payments',
    {
      onRequest: bulkRead(ROLES.money),
      schema: { querystring: ConsolePaymentsQuery, response: { 200: ConsoleRows } },
    },
    (req) => listPayments(db, req.query),
  );
  app.get('/api/admin/payments/:id/history', { onRequest: bulkRead(ROLES.money), schema: { params: ConsoleIdParams, response: { 200: ConsoleRows } } }, (req) => getPaymentHistory(db, req.params.id));
  app.get('/api/admin/payments/:id/chargebacks', { onRequest: bulkRead(ROLES.money), schema: { params: ConsoleIdParams, response: { 200: ConsoleRows } } }, (req) =>
    getPaymentChargebacks(db, req.params.id),
  );
  app.post('/api/admin/players/:id/lift-withdrawal-freeze', { onRequest: allow(ROLES.refunds), schema: { params: ConsoleIdParams, body: ConsoleReasonBody, response: { 200: Ok } } }, async (req) => {
    await liftPlayerWithdrawalFreeze(db, actorOf(req), req.params.id, req.body.reason);
    return { ok: true as const };
  });
  app.post('/api/admin/payments/:id/reconcile', { onRequest: allow(ROLES.approvals), schema: { params: ConsoleIdParams, body: ConsoleReasonBody, response: { 200: Ok } } }, async (req) => {
    await reconcilePayment(db, actorOf(req), req.params.id, req.body.reason);
    return { ok: true as const };
  });

  // The dashboard asks for withdrawals and approvals: a role must be admitted by both routes.
  const dashboardRoles = ROLES.money.filter((role) => (ROLES.withdrawals as readonly ConsoleRole[]).includes(role));
  return { pageCalls: (request, urlPath) => consolePageCalls(access, dashboardRoles, request, urlPath) };
}
