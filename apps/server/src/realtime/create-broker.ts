import type { Redis } from 'ioredis';
import { createInProcessBroker, type Broker } from './broker.js';

/** In-process broker by default; Redis pub/sub when REDIS_URL is set. */
export async function createBroker(redisUrl: string | undefined): Promise<{ broker: Broker; redis?: Redis }> {
  if (!redisUrl) return { broker: createInProcessBroker() };
  const { createRedisBroker } = await import('./redis-broker.js');
  return createRedisBroker(redisUrl);
}
