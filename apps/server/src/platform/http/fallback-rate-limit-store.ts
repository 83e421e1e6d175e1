import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** A key's count in its current window and the window's time left (ms). */
export interface WindowCount {
  current: number;
  ttl: number;
}

/** A count every node shares (Redis); it rejects when it cannot count (gone, frozen past its timeout, failing). */
export interface SharedCounter {
  /** Whether it is connected at all (when not, nobody waits for it to fail). */
  available(): boolean;
  incr(key: string, windowMs: number): Promise<WindowCount>;
}

export interface FallbackStoreOptions {
  shared?: SharedCounter | undefined;
  /** Prefix of every key (the site's own space in a shared Redis). */
  prefix: string;
  /** After the shared count failed, how long this node counts alone before one request tries it again. */
  retryMs?: number;
  /** Keys this node remembers per route (the oldest are forgotten first). */
  maxKeys?: number;
  now?: () => number;
  /** Told when the count moves to this node alone (with the error) and back to the shared one. */
  onChange?: (mode: 'local' | 'shared', error?: unknown) => void;
}

const DEFAULT_RETRY_MS = 1000;
const DEFAULT_MAX_KEYS = 10_000;

/** Whether to ask the shared counter: always while it works; after a failure, one request at a time once `retryMs` passed. */
class SharedHealth {
  private downUntil = 0;
  private probing = false;

  constructor(
    private readonly retryMs: number,
    private readonly now: () => number,
    private readonly onChange: FallbackStoreOptions['onChange'],
  ) {}

  ask(): boolean {
    if (this.downUntil === 0) return true;
    if (this.probing || this.now() < this.downUntil) return false;
    this.probing = true;
    return true;
  }

  succeeded(): void {
    if (this.downUntil === 0) return;
    this.downUntil = 0;
    this.probing = false;
    this.onChange?.('shared');
  }

  failed(error: unknown): void {
    if (this.downUntil === 0) this.onChange?.('local', error);
    this.downUntil = this.now() + this.retryMs;
    this.probing = false;
  }
}

/** Fixed windows in this node's memory, the oldest keys forgotten past `maxKeys`. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; start: number }>();

  constructor(
    private readonly maxKeys: number,
    private readonly now: () => number,
  ) {}

  incr(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.start + windowMs <= now) window = { count: 0, start: now };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    return { current: window.count, ttl: window.start + windowMs - now };
  }
}

class FallbackStore implements FastifyRateLimitStore {
  private readonly local: LocalWindows;

  constructor(
    private readonly options: Required<Pick<FallbackStoreOptions, 'maxKeys' | 'now'>> & FallbackStoreOptions,
    private readonly health: SharedHealth,
    private readonly prefix: string,
  ) {
    this.local = new LocalWindows(options.maxKeys, options.now);
  }

  incr(key: string, callback: (error: Error | null, result?: WindowCount) => void, timeWindow: number): void {
    // This node always counts too, so its count is ready the moment the shared one fails.
    const local = this.local.incr(key, timeWindow);
    const shared = this.options.shared;
    if (!shared?.available() || !this.health.ask()) return callback(null, local);
    shared.incr(this.prefix + key, timeWindow).then(
      (count) => {
        this.health.succeeded();
        callback(null, count);
      },
      (error: unknown) => {
        this.health.failed(error);
        callback(null, local);
      },
    );
  }

  /** The store of one route: the plugin passes the route's limit settings with the route as `routeInfo`. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
    return new FallbackStore(this.options, this.health, `${this.prefix}${String(route.method)}${String(route.url)}-`);
  }
}

/**
 * A rate-limit store that counts in Redis, shared by every node, and in this node's own memory while Redis
 * fails: a limit never fails a request and never waits on Redis past its command timeout.
 */
export function fallbackRateLimitStore(options: FallbackStoreOptions): FastifyRateLimitStoreCtor {
  const settled = { ...options, maxKeys: options.maxKeys ?? DEFAULT_MAX_KEYS, now: options.now ?? Date.now };
  const health = new SharedHealth(options.retryMs ?? DEFAULT_RETRY_MS, settled.now, options.onChange);
  return class extends FallbackStore {
    constructor() {
      super(settled, health, options.prefix);
    }
  };
}

/** Counts one window per key: the first request starts it, later ones see its time left. */
const WINDOW_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

interface WindowCommand {
  tdRateLimitWindow(key: string, windowMs: number): Promise<[number, number]>;
}

/** The shared count in Redis (bounded by the client's command timeout). */
export function redisCounter(redis: Redis): SharedCounter {
  if (!('tdRateLimitWindow' in redis)) redis.defineCommand('tdRateLimitWindow', { numberOfKeys: 1, lua: WINDOW_SCRIPT });
  const command = redis as unknown as WindowCommand;
  return {
    available: () => redis.status === 'ready',
    incr: async (key, windowMs) => {
      const [current, ttl] = await command.tdRateLimitWindow(key, windowMs);
      return { current, ttl };
    },
  };
}
