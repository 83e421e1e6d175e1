import { toSnakeKeys } from '@tastydrop/domain';
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Broker } from './broker.js';
import { Connection, type ConnectionContext } from './connection.js';
import { encodeMessage, type EncodedMessage } from './frame.js';
import { endedSessionIds, SESSIONS_ENDED_CHANNEL } from './hub.js';
import { publicChannelName } from './protocol.js';

export interface SocketHubOptions {
  channelSecret: string;
  sessionAlive(sessionId: number): Promise<boolean>;
  /** Open sockets allowed from one client address on this node. */
  maxConnectionsPerIp: number;
  pingIntervalMs: number;
  maxSubscriptions: number;
  maxMessageBytes: number;
  /** A socket whose unsent data exceeds this is dropped as a slow consumer. */
  maxBufferedBytes: number;
  logger?: { warn(details: object, message: string): void };
}

/** Close code for a client that stopped answering pings. */
export const PONG_TIMEOUT_CLOSE_CODE = 4008;
/** Close code for a socket whose session was signed out. */
export const SESSION_ENDED_CLOSE_CODE = 4001;
/** Close code for a client address over its connection cap. */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 4029;
/** Close code when the node shuts down: "service restart", so clients reconnect (to another node). */
export const SERVICE_RESTART_CLOSE_CODE = 1012;
const PING = encodeMessage(Buffer.from(JSON.stringify({ type: 'ping' })));

export interface SocketHub {
  /** Takes over a freshly upgraded socket (and the TCP socket under it) from a client address. */
  accept(socket: WebSocket, transport: Writable, ip: string): void;
  connectionCount(): number;
  close(): Promise<void>;
}

/** The sockets of this node, indexed by broker channel, fed by one broker listener. */
export function createSocketHub(broker: Broker, options: SocketHubOptions): SocketHub {
  const connections = new Set<Connection>();
  const byChannel = new Map<string, Set<Connection>>();
  const perIp = new Map<string, number>();
  const ipOf = new WeakMap<Connection, string>();
  let closed = false;

  const context: ConnectionContext = {
    channelSecret: options.channelSecret,
    sessionAlive: options.sessionAlive,
    maxSubscriptions: options.maxSubscriptions,
    maxMessageBytes: options.maxMessageBytes,
    attach(connection, brokerChannel) {
      let set = byChannel.get(brokerChannel);
      if (!set) byChannel.set(brokerChannel, (set = new Set()));
      set.add(connection);
    },
    detach(connection, brokerChannel) {
      const set = byChannel.get(brokerChannel);
      if (!set) return;
      set.delete(connection);
      if (set.size === 0) byChannel.delete(brokerChannel);
    },
  };

  function drop(connection: Connection): void {
    if (!connections.delete(connection)) return;
    connection.dispose();
    const ip = ipOf.get(connection);
    if (ip === undefined) return;
    const left = (perIp.get(ip) ?? 1) - 1;
    if (left > 0) perIp.set(ip, left);
    else perIp.delete(ip);
  }

  function endSessions(payload: string): void {
    const ended = new Set(endedSessionIds(payload));
    for (const connection of [...connections]) {
      if (![...connection.sessionIds].some((id) => ended.has(id))) continue;
      drop(connection);
      connection.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
  }

  function deliver(connection: Connection, message: EncodedMessage): void {
    if (connection.socket.bufferedAmount > options.maxBufferedBytes) {
      drop(connection);
      connection.socket.terminate();
      return;
    }
    connection.sendEncoded(message);
  }

  broker.onMessage((brokerChannel, payload) => {
    if (brokerChannel === SESSIONS_ENDED_CHANNEL) return endSessions(payload);
    const targets = byChannel.get(brokerChannel);
    if (closed || !targets || targets.size === 0) return;
    let data: unknown;
    try {
      data = toSnakeKeys(JSON.parse(payload));
    } catch {
      options.logger?.warn({ channel: brokerChannel }, 'realtime: dropped a message that is not JSON');
      return;
    }
    const message = encodeMessage(Buffer.from(JSON.stringify({ type: 'message', channel: publicChannelName(brokerChannel), data })));
    for (const connection of [...targets]) deliver(connection, message);
  });

  // One timer for the whole node: ping everyone, close whoever missed two pings in a row.
  const heartbeat = setInterval(() => {
    for (const connection of [...connections]) {
      if (connection.missedPings >= 2) {
        drop(connection);
        connection.socket.close(PONG_TIMEOUT_CLOSE_CODE, 'pong timeout');
        continue;
      }
      connection.missedPings += 1;
      deliver(connection, PING);
    }
  }, options.pingIntervalMs);
  heartbeat.unref();

  return {
    accept(socket, transport, ip) {
      if (closed) {
        socket.close(SERVICE_RESTART_CLOSE_CODE, 'server shutting down');
        return;
      }
      const open = perIp.get(ip) ?? 0;
      if (open >= options.maxConnectionsPerIp) {
        socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, 'too many connections');
        return;
      }
      const connection = new Connection(socket, transport, context);
      connections.add(connection);
      perIp.set(ip, open + 1);
      ipOf.set(connection, ip);
      socket.on('message', (data, isBinary) => {
        if (connections.has(connection)) connection.receive(data, isBinary);
      });
      socket.on('close', () => drop(connection));
    },
    connectionCount: () => connections.size,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const connection of [...connections]) {
        drop(connection);
        connection.socket.close(SERVICE_RESTART_CLOSE_CODE, 'server shutting down');
      }
      byChannel.clear();
    },
  };
}
