import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Broker } from './broker.js';

export interface RedisBrokerOptions {
  /** Prefix of this app's pub/sub channels in Redis. */
  prefix?: string;
  /** Receives connection errors and Redis going and coming back; without it they are ignored. */
  logger?: { warn(details: object, message: string): void };
}

const DEFAULT_REDIS_PREFIX = 'td:rt:';
/**
 * Every Redis command gives up after this long. Redis carries only fan-out and rate limits, both of which
 * carry on without it, so no request waits on a Redis that is gone or frozen for longer.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How often both connections are probed: a frozen Redis keeps its sockets open and answers nothing. */
const PROBE_INTERVAL_MS = 1000;
/** How long a starting node waits for Redis. */
const STARTUP_WAIT_MS = 10_000;

async function shutdown(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

function whenReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis was not ready within ${STARTUP_WAIT_MS} ms`));
    }, STARTUP_WAIT_MS);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', onReady);
  });
}

/**
 * Redis pub/sub broker: one connection publishes (and is returned as `redis` for shared use such as
 * rate limits), a second one pattern-subscribes to every channel of the app, so each node sees every
 * publish. A node delivers its own messages to its own listeners at once and sends them to Redis for the
 * other nodes, marked with its origin so it does not deliver them twice; while Redis is gone or frozen the
 * other nodes miss them, and this node's listeners still get them. Reconnection and resubscription are
 * ioredis's own; a probe of both connections tells a frozen Redis from a quiet one.
 */
export async function createRedisBroker(url: string, options: RedisBrokerOptions = {}): Promise<{ broker: Broker; redis: Redis }> {
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  const origin = randomBytes(8).toString('hex');
  const log = options.logger;
  // Without an 'error' listener ioredis prints every connection error with console.error.
  const onError = (role: string) => (error: Error) => log?.warn({ err: error, role }, 'redis broker connection error');
  const clientOptions = { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS };
  const redis = new Redis(url, { ...clientOptions, connectionName: 'td-publisher' });
  redis.on('error', onError('publisher'));
  const subscriber = redis.duplicate({ ...clientOptions, connectionName: 'td-subscriber' });
  subscriber.on('error', onError('subscriber'));

  const listeners = new Set<(channel: string, payload: string) => void>();
  const deliver = (channel: string, payload: string) => {
    for (const listener of listeners) listener(channel, payload);
  };
  const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  // ioredis subscribes again after a reconnect; the subscription counts as made again once our own
  // subscribe, sent after ioredis's, is answered. A probe that fails after the subscription was made
  // counts it as lost too (messages of the gap may be lost).
  let subscription = 0;
  let subscribed = false;
  let answering = true;
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('ready', () => {
    if (subscription === 0) return;
    subscriber.psubscribe(pattern).then(
      () => {
        subscription += 1;
        subscribed = true;
      },
      () => undefined,
    );
  });
  subscriber.on('pmessage', (_pattern: string, channel: string, payload: string) => {
    if (!channel.startsWith(prefix)) return;
    const name = channel.slice(prefix.length);
    // `@<origin>:<channel>`; a message without an origin comes from a node that does not mark them.
    if (!name.startsWith('@')) return deliver(name, payload);
    const at = name.indexOf(':');
    if (at > 0 && name.slice(1, at) !== origin) deliver(name.slice(at + 1), payload);
  });

  try {
    await Promise.all([whenReady(redis), whenReady(subscriber)]);
    await redis.ping();
    await subscriber.psubscribe(pattern);
    subscription = 1;
    subscribed = true;
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    throw error;
  }

  const reachable = () => answering && redis.status === 'ready';
  const unanswered = (error: unknown) => {
    if (!answering) return;
    answering = false;
    log?.warn({ err: error }, 'redis does not answer: messages reach this node only');
  };
  let probing = false;
  const probe = setInterval(() => {
    if (probing) return;
    probing = true;
    void Promise.all([redis.ping(), subscriber.ping()])
      .then(() => {
        if (answering) return;
        answering = true;
        subscription += 1;
        log?.warn({}, 'redis answers again: messages reach the other nodes');
      }, unanswered)
      .finally(() => {
        probing = false;
      });
  }, PROBE_INTERVAL_MS);
  probe.unref();

  const broker: Broker = {
    async publish(channel, payload) {
      deliver(channel, payload);
      // The other nodes hear it through Redis when it answers; nobody waits for that.
      if (!reachable()) return;
      redis.publish(`${prefix}@${origin}:${channel}`, payload).catch(unanswered);
    },
    onMessage(listener) {
      listeners.add(listener);
    },
    subscription: () => (subscribed && answering && subscriber.status === 'ready' ? subscription : null),
    async close() {
      clearInterval(probe);
      listeners.clear();
      await shutdown(subscriber);
    },
  };
  return { broker, redis };
}
