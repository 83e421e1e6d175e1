import type { Redis } from 'ioredis';
import { createInProcessBroker, type Broker } from './broker.js';

export interface BrokerLogger {
  warn(details: object, message: string): void;
}

/** In-process broker by default; Redis pub/sub when REDIS_URL is set. */
export async function createBroker(redisUrl: string | undefined, logger?: BrokerLogger): Promise<{ broker: Broker; redis?: Redis }> {
  if (!redisUrl) return { broker: createInProcessBroker() };
  const { createRedisBroker } = await import('./redis-broker.js');
  return createRedisBroker(redisUrl, logger ? { logger } : {});
}
