import { createHash, createHmac } from 'node:crypto';
import Fastify, { type FastifySchema } from 'fastify';
import type { Redis } from 'ioredis';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from 'helmet';
import { useHmacSha512 } from '@tastydrop/domain';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/index.js';
import { makeAuthHooks, publicRoute } from '../platform/http/auth.js';
import { makeDevAuth } from '../platform/http/dev-auth.js';
import { errorHandler } from '../platform/http/error-handler.js';
import { fixedSecurityHeaders } from '../platform/http/security-headers.js';
import { createMetrics, measureRequests } from '../platform/http/metrics.js';
import { requestSerializers } from '../platform/http/log-redaction.js';
import { rateLimitKey } from '../platform/http/rate-limit-key.js';
import { fallbackRateLimitStore, redisCounter } from '../platform/http/fallback-rate-limit-store.js';
import { registerJsonParser, rejectUnstorableText } from '../platform/http/request-input.js';
import { camelizeRequest, envelopeSerializerCompiler } from '../platform/http/serializer.js';
import type { App, ModuleDeps } from '../platform/http/types.js';
import { registerWebApp } from './web-app.js';
import { createPageEntities } from '../modules/shell/page-entities.js';
import { authRoutes } from '../modules/auth/routes.js';
import { providerRoutes, createAuthProviders } from '../modules/auth/providers/index.js';
import { createCaseCatalog } from '../modules/cases/case-catalog.js';
import { battleRoutes } from '../modules/battles/register.js';
import { casesRoutes } from '../modules/cases/routes.js';
import { pricesRoutes } from '../modules/prices/routes.js';
import { artRoutes } from '../modules/catalog/art-routes.js';
import { dailyCasesRoutes } from '../modules/daily-cases/routes.js';
import { missionsRoutes } from '../modules/missions/routes.js';
import { createSocialCheckers, type SocialCheckers } from '../modules/missions/social/social-checker.js';
import { supportRoutes } from '../modules/support/routes.js';
import { identityRoutes } from '../modules/identity/routes.js';
import { partnerRoutes } from '../modules/partners/routes.js';
import { seededPaymentSystems } from '../seed/payments.js';
import { createChannelSenders } from '../modules/notifications/channel-senders.js';
import { createMailer, type Mailer } from '../platform/mail/mailer.js';
import { createPushSender, type PushSender } from '../modules/notifications/push-sender.js';
import { notificationsRoutes } from '../modules/notifications/routes.js';
import { rememberSocialAccount } from '../modules/notifications/preferences.js';
import { offersRoutes } from '../modules/offers/routes.js';
import { fairnessRoutes } from '../modules/fairness/routes.js';
import { eventsRoutes } from '../modules/events/routes.js';
import { inventoryRoutes } from '../modules/inventory/routes.js';
import { withdrawalsRoutes } from '../modules/withdrawals/routes.js';
import { leaderboardsRoutes } from '../modules/leaderboards/routes.js';
import { paymentsRoutes } from '../modules/payments/routes.js';
import { upgradesRoutes } from '../modules/upgrades/routes.js';
import { contractsRoutes } from '../modules/contracts/routes.js';
import { techiesRoutes } from '../modules/techies/routes.js';
import { testingRoutes } from '../modules/testing/routes.js';
import { responsiblePlayRoutes } from '../modules/responsible-play/routes.js';
import { shellRoutes } from '../modules/shell/routes.js';
import { createMaintenanceGuard } from '../modules/shell/maintenance-guard.js';
import { createSiteSwitches } from '../modules/shell/site-switches.js';
import { profileRoutes } from '../modules/profile/routes.js';
import { markSeenSql } from '../modules/users/mark-seen-sql.js';
import { adminRoutes } from '../modules/admin/routes.js';
import { consoleOpsRoutes } from '../modules/admin/ops-routes.js';
import { supportChatConsoleRoutes } from '../modules/admin/support-chat-routes.js';
import { analyticsRoutes } from '../modules/analytics/routes.js';
import { experimentsRoutes } from '../modules/experiments/routes.js';
import { consoleRouteGuard, type ConsoleRouteSummary } from '../modules/admin/console-roles.js';
import { createActivitySignal } from '../platform/realtime/activity-signal.js';
import { observabilityRoutes } from './observability.js';
import type { Broker } from '../platform/realtime/broker.js';
import { createRealtime, endedSessionIds, SESSIONS_ENDED_CHANNEL } from '../platform/realtime/hub.js';
import { realtimeRoutes } from '../platform/realtime/routes.js';
import { publishBalanceChanges } from '../modules/wallet/publish-balances.js';

/** One registered route, as the route list (tests, diagnostics) sees it. */
interface RouteSummary {
  method: string | string[];
  url: string;
  schema: FastifySchema | undefined;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order. */
    routeList: readonly RouteSummary[];
    /** Every operator console route with the roles it admits. */
    consoleRoutes: readonly ConsoleRouteSummary[];
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  broker: Broker;
  /** Optional ioredis client shared by rate limits across nodes. */
  redis?: Redis | undefined;
  /** Replacements for outside services (tests point them at local fakes). */
  services?: { push?: PushSender; mailer?: Mailer; checkers?: SocialCheckers };
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts that many proxies nearest to the server (each appends
 * the address it saw, so the client's own X-Forwarded-For entries are never reached); addresses trust those proxies only.
 */
function trustProxyOption(value: Config['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value === 0 ? false : (_address, hop) => hop < value;
  return value;
}

const REQUEST_ID_HEADER = 'x-request-id';

/** Builds the whole HTTP application; production and tests both come through here. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  // Every roll on the server through Node's native HMAC: the same numbers, several times faster.
  useHmacSha512((key, message) => createHmac('sha512', key).update(message).digest('hex'));
  const https = config.publicBaseUrl.startsWith('https://');
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: requestSerializers,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Behind a trusted proxy its request id (HAProxy's X-Request-Id) names the request in our logs too; a client
    // reaching the node directly cannot choose it.
    requestIdHeader: config.TRUST_PROXY === false ? false : REQUEST_ID_HEADER,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  // Every answer names its request, so a player's report or a proxy's log line finds its log lines.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(envelopeSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('auth', null);

  // External plugins.
  await app.register(cookie);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Security headers, built once and the same on every response (the Fastify wrapper builds them again on every request).
  const securityHeaders = fixedSecurityHeaders(helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https,
  }));
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });
  // Limits run after the route's auth hook, so a signed-in request is counted by its account.
  // Keys carry the site's own prefix (a hash of its secret): sites sharing one Redis never share a count.
  const limitSpace = `rate-limit:${createHash('sha256').update(config.sessionSecret).digest('hex').slice(0, 12)}:`;
  // Counted in Redis for every node, and in this node's memory while Redis fails: a limit never fails a request.
  const limitStore = fallbackRateLimitStore({
    shared: deps.redis ? redisCounter(deps.redis) : undefined,
    prefix: limitSpace,
    onChange: (mode, err) => app.log.warn({ err, mode }, mode === 'local' ? 'rate limits count on this node: Redis failed' : 'rate limits count in Redis again'),
  });
  await app.register(rateLimit, { global: false, keyGenerator: rateLimitKey, store: limitStore });
  // On close, this node's sockets are told the service restarts (1012) before the plugin closes what is left.
  let closeSockets = async (): Promise<void> => {};
  app.addHook('preClose', () => closeSockets());
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  // App plugins.
  const metrics = createMetrics();
  measureRequests(app, metrics.registry);
  registerJsonParser(app);
  app.addHook('preValidation', rejectUnstorableText);
  app.addHook('preValidation', camelizeRequest);
  const auth = makeAuthHooks(db, new URL(config.publicBaseUrl).origin, () => deps.broker.subscription(), markSeenSql, makeDevAuth(db, config.DEV_BASIC_AUTH));
  app.addHook('onRequest', auth.csrfGuard);
  app.addHook('onRoute', auth.guardRoute);
  const maintenance = createMaintenanceGuard(db);
  const switches = createSiteSwitches(db, config);
  // After the route's own hooks: a refused request has been authenticated and rate-counted like any other.
  app.addHook('preHandler', maintenance.hook);
  const routeList: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    routeList.push({ method: route.method, url: route.url, schema: route.schema, websocket: Boolean((route as { websocket?: boolean }).websocket) });
  });
  app.decorate('routeList', routeList);
  // A console route that names no roles stops the start (deny by default).
  const consoleGuard = consoleRouteGuard();
  app.addHook('onRoute', consoleGuard.guard);
  app.decorate('consoleRoutes', consoleGuard.routes);
  const realtime = createRealtime(deps.broker, (err) => app.log.warn({ err }, 'realtime publish failed'));
  const stopBalanceEvents = publishBalanceChanges(db, realtime, app.log);
  app.addHook('onClose', async () => stopBalanceEvents());
  // Sessions ended on any node leave this node's session cache at once.
  deps.broker.onMessage((channel, payload) => {
    if (channel === SESSIONS_ENDED_CHANNEL) auth.forgetSessions(endedSessionIds(payload));
  });
  const moduleDeps: ModuleDeps = {
    config,
    db,
    realtime,
    metrics,
    activity: createActivitySignal(deps.broker, (err) => app.log.warn({ err }, 'activity signal failed')),
    optionalAuth: auth.optionalAuth,
    requireAuth: auth.requireAuth,
    publicRoute,
    sameOriginOnly: auth.sameOriginOnly,
    endSessions: async (sessionIds) => {
      auth.forgetSessions(sessionIds);
      await realtime.endSessions(sessionIds);
    },
    strictRateLimit: { config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: 60_000 } } },
    features: switches.features,
  };
  const providers = createAuthProviders(config, db);

  // Routes.
  authRoutes(app, moduleDeps);
  providerRoutes(app, moduleDeps, providers);
  profileRoutes(app, moduleDeps);
  responsiblePlayRoutes(app, moduleDeps);
  // A committed catalog change reaches every node's copy through the broker.
  const catalog = createCaseCatalog(db, config.GAME, config.CATALOG_TTL_MS, {
    broker: deps.broker,
    warn: (err) => app.log.warn({ err }, 'catalog change announcement failed'),
  });
  dailyCasesRoutes(app, moduleDeps, catalog);
  casesRoutes(app, moduleDeps, catalog);
  pricesRoutes(app, moduleDeps);
  offersRoutes(app, moduleDeps, catalog);
  artRoutes(app, moduleDeps, catalog);
  fairnessRoutes(app, moduleDeps);
  inventoryRoutes(app, moduleDeps);
  withdrawalsRoutes(app, moduleDeps);
  paymentsRoutes(app, moduleDeps);
  upgradesRoutes(app, moduleDeps, catalog);
  contractsRoutes(app, moduleDeps);
  battleRoutes(app, moduleDeps, catalog);
  techiesRoutes(app, moduleDeps);
  leaderboardsRoutes(app, moduleDeps);
  eventsRoutes(app, moduleDeps, catalog);
  const mailer = deps.services?.mailer ?? createMailer(config, app.log);
  const senders = createChannelSenders(config, mailer, deps.services?.push ?? createPushSender(db, config));
  missionsRoutes(app, moduleDeps, { mailer, checkers: deps.services?.checkers ?? createSocialCheckers(config), rememberSocialAccount });
  notificationsRoutes(app, moduleDeps, senders);
  supportRoutes(app, moduleDeps);
  identityRoutes(app, moduleDeps);
  partnerRoutes(app, moduleDeps);
  const consolePage = adminRoutes(app, moduleDeps, { mailer, maintenance, switches, catalog });
  consoleOpsRoutes(app, moduleDeps);
  supportChatConsoleRoutes(app, moduleDeps);
  analyticsRoutes(app, moduleDeps);
  experimentsRoutes(app, moduleDeps);
  if (config.TEST_FIXTURES) testingRoutes(app, moduleDeps);
  const hub = realtimeRoutes(app, moduleDeps, deps.broker);
  app.decorate('health', observabilityRoutes(app, { config, db, redis: deps.redis, broker: deps.broker, metrics, webSockets: () => hub.connectionCount() }));
  shellRoutes(app, moduleDeps, { authProviders: providers.configured(), liveConnections: () => hub.connectionCount(), catalog, paymentSystems: seededPaymentSystems(), switches });
  // The console's page is sent with its first calls preloaded for the session asking (they need the session resolved).
  await registerWebApp(app, config, catalog, createPageEntities(db), async (request, urlPath) => {
    await auth.optionalAuth(request);
    return consolePage.pageCalls(request, urlPath);
  });

  app.decorate('realtime', realtime);
  closeSockets = () => hub.close();
  return app;
}
