import { Redis } from 'ioredis';
import type { Broker } from './broker.js';

export interface RedisBrokerOptions {
  /** Prefix of this app's pub/sub channels in Redis. */
  prefix?: string;
  /** Receives connection errors; without it they are ignored (publish still rejects). */
  logger?: { warn(details: object, message: string): void };
}

const DEFAULT_REDIS_PREFIX = 'td:rt:';

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

/**
 * Redis pub/sub broker: one connection publishes (and is returned as `redis` for shared use such as
 * rate limits), a second one pattern-subscribes to every channel of the app, so each node sees every
 * publish. Reconnection and resubscription are ioredis's own.
 */
export async function createRedisBroker(url: string, options: RedisBrokerOptions = {}): Promise<{ broker: Broker; redis: Redis }> {
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  // Without an 'error' listener ioredis prints every connection error with console.error.
  const onError = (role: string) => (error: Error) => options.logger?.warn({ err: error, role }, 'redis broker connection error');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectionName: 'td-publisher' });
  redis.on('error', onError('publisher'));
  const subscriber = redis.duplicate({ maxRetriesPerRequest: 2, connectionName: 'td-subscriber' });
  subscriber.on('error', onError('subscriber'));

  const listeners = new Set<(channel: string, payload: string) => void>();
  const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  // ioredis subscribes again after a reconnect; the subscription counts as made again once our own
  // subscribe, sent after ioredis's, is answered.
  let subscription = 0;
  let subscribed = false;
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
    for (const listener of listeners) listener(name, payload);
  });

  try {
    await redis.ping();
    await subscriber.psubscribe(pattern);
    subscription = 1;
    subscribed = true;
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    throw error;
  }

  const broker: Broker = {
    async publish(channel, payload) {
      await redis.publish(`${prefix}${channel}`, payload);
    },
    onMessage(listener) {
      listeners.add(listener);
    },
    subscription: () => (subscribed && subscriber.status === 'ready' ? subscription : null),
    async close() {
      listeners.clear();
      await shutdown(subscriber);
    },
  };
  return { broker, redis };
}
