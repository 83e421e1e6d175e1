import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { makeAuthHooks } from './http/auth.js';
import { errorHandler } from './http/error-handler.js';
import { requestSerializers } from './http/log-redaction.js';
import { camelizeRequest, envelopeSerializerCompiler } from './http/serializer.js';
import type { App, ModuleDeps } from './http/types.js';
import { registerWebApp } from './http/web-app.js';
import { authRoutes } from './modules/auth/routes.js';
import { providerRoutes, createAuthProviders } from './modules/auth/providers/index.js';
import { createCaseCatalog } from './modules/cases/case-catalog.js';
import { battleRoutes } from './modules/battles/register.js';
import { casesRoutes } from './modules/cases/routes.js';
import { artRoutes } from './modules/catalog/art-routes.js';
import { fairnessRoutes } from './modules/fairness/routes.js';
import { inventoryRoutes } from './modules/inventory/routes.js';
import { paymentsRoutes } from './modules/payments/routes.js';
import { upgradeAndContractRoutes } from './modules/upgrades/register.js';
import { testingRoutes } from './modules/testing/routes.js';
import { shellRoutes } from './modules/shell/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import type { Broker } from './realtime/broker.js';
import { createRealtime } from './realtime/hub.js';
import { realtimeRoutes } from './realtime/routes.js';

export interface AppDeps {
  config: Config;
  db: Db;
  broker: Broker;
  /** Optional ioredis client shared by rate limits across nodes. */
  redis?: Redis | undefined;
}

/** Builds the whole HTTP application; production and tests both come through here. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const https = config.publicBaseUrl.startsWith('https://');
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: requestSerializers,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(envelopeSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('auth', null);

  // External plugins.
  await app.register(cookie);
  await app.register(formbody);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https,
  });
  await app.register(rateLimit, { global: false, ...(deps.redis ? { redis: deps.redis } : {}) });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  // App plugins.
  app.addHook('preValidation', camelizeRequest);
  const auth = makeAuthHooks(db);
  const realtime = createRealtime(deps.broker);
  const moduleDeps: ModuleDeps = {
    config,
    db,
    realtime,
    optionalAuth: auth.optionalAuth,
    requireAuth: auth.requireAuth,
    forgetSession: auth.forget,
    strictRateLimit: { config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: 60_000 } } },
  };
  const providers = createAuthProviders(config, db);

  // Routes.
  authRoutes(app, moduleDeps);
  providerRoutes(app, moduleDeps, providers);
  usersRoutes(app, moduleDeps);
  const catalog = createCaseCatalog(db, config.GAME);
  casesRoutes(app, moduleDeps, catalog);
  artRoutes(app, moduleDeps, catalog);
  fairnessRoutes(app, moduleDeps);
  inventoryRoutes(app, moduleDeps);
  paymentsRoutes(app, moduleDeps);
  upgradeAndContractRoutes(app, moduleDeps);
  battleRoutes(app, moduleDeps, catalog);
  if (config.TEST_FIXTURES) testingRoutes(app, moduleDeps);
  const hub = realtimeRoutes(app, moduleDeps, deps.broker);
  shellRoutes(app, moduleDeps, { authProviders: providers.configured(), liveConnections: () => hub.connectionCount() });
  await registerWebApp(app, config);

  app.decorate('realtime', realtime);
  app.addHook('onClose', async () => {
    await hub.close();
  });
  return app;
}
