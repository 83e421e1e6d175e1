import type { App, ModuleDeps } from '../http/types.js';
import { sessionExists } from '../http/session-store.js';
import type { Broker } from './broker.js';
import type { Realtime } from './hub.js';
import { createSocketHub } from './socket-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The publish API (decorated in app.ts). */
    realtime: Realtime;
  }
}

export interface RealtimeEndpoint {
  /** Open sockets on this node. */
  connectionCount(): number;
  /** Closes every socket (1012, service restart) and stops the heartbeat. */
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** How often the server sends `{"type":"ping"}`; two unanswered pings close the socket. */
  pingIntervalMs?: number;
  maxSubscriptionsPerConnection?: number;
  /** The largest client frame accepted (bytes). */
  maxMessageBytes?: number;
}

const DEFAULT_MAX_SUBSCRIPTIONS = 20;
const DEFAULT_MAX_MESSAGE_BYTES = 4 * 1024;
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** `GET /connection/websocket`: public and personal channels fed by the broker. */
export function realtimeRoutes(app: App, deps: ModuleDeps, broker: Broker, options: RealtimeOptions = {}): RealtimeEndpoint {
  const hub = createSocketHub(broker, {
    channelSecret: deps.config.sessionSecret,
    sessionAlive: (sessionId) => sessionExists(deps.db, sessionId),
    maxConnectionsPerIp: deps.config.REALTIME_MAX_CONNECTIONS_PER_IP,
    pingIntervalMs: options.pingIntervalMs ?? deps.config.REALTIME_PING_INTERVAL_MS,
    maxSubscriptions: options.maxSubscriptionsPerConnection ?? DEFAULT_MAX_SUBSCRIPTIONS,
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    maxBufferedBytes: MAX_BUFFERED_BYTES,
    logger: app.log,
  });

  app.get('/connection/websocket', { websocket: true }, (socket, req) => {
    hub.accept(socket, req.socket, req.ip);
  });

  return { connectionCount: hub.connectionCount, close: hub.close };
}
