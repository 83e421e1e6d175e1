/**
 * The realtime client (docs/api-contract "Realtime"): one WebSocket to /connection/websocket,
 * channel subscriptions with optional tokens, a pong for every ping, and reconnection after
 * SOCKET_RETRY_DELAY_MS that gives up when the retry count reaches SOCKET_MAX_RETRIES.
 * The count restarts whenever a connection opens; channels are subscribed again after a reconnect.
 */
import { SOCKET_MAX_RETRIES, SOCKET_RETRY_DELAY_MS, toCamelKeys } from '@tastydrop/domain';

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export type RealtimeEvent = { event?: string } & Record<string, unknown>;
export type RealtimeHandler = (event: RealtimeEvent) => void;
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'retrying' | 'gave-up';

export interface RealtimeOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  retryDelayMs?: number;
  maxRetries?: number;
  /** A channel refused by the server (e.g. `authentication` on first_channel). */
  onChannelError?: (channel: string, code: string) => void;
}

interface Channel {
  token?: string;
  handlers: Set<RealtimeHandler>;
}

const OPEN = 1;

export class RealtimeClient {
  private socket: SocketLike | null = null;
  private readonly channels = new Map<string, Channel>();
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private current: RealtimeStatus = 'idle';

  constructor(private readonly options: RealtimeOptions) {}

  get status(): RealtimeStatus {
    return this.current;
  }

  /** Adds a handler to a channel (subscribing on first use) and returns the function that removes it. */
  subscribe(channel: string, handler: RealtimeHandler, token?: string): () => void {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { token, handlers: new Set() };
      this.channels.set(channel, entry);
      this.send({ method: 'subscribe', channel, ...(token ? { token } : {}) });
    }
    entry.handlers.add(handler);
    this.connect();
    return () => this.removeHandler(channel, handler);
  }

  connect(): void {
    if (this.socket || this.retryTimer || this.current === 'gave-up') return;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    this.current = 'connecting';
    const socket = create(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      this.retries = 0;
      this.current = 'open';
      for (const [channel, entry] of this.channels) {
        this.send({ method: 'subscribe', channel, ...(entry.token ? { token: entry.token } : {}) });
      }
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => this.drop(socket);
    socket.onclose = () => this.drop(socket);
  }

  /** Closes the connection for good (used on sign-out and in tests). */
  disconnect(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.channels.clear();
    this.current = 'idle';
    this.retries = 0;
    socket?.close();
  }

  private removeHandler(channel: string, handler: RealtimeHandler): void {
    const entry = this.channels.get(channel);
    if (!entry) return;
    entry.handlers.delete(handler);
    if (entry.handlers.size > 0) return;
    this.channels.delete(channel);
    this.send({ method: 'unsubscribe', channel });
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(raw: unknown): void {
    let message: { type?: string; channel?: string; code?: string; data?: unknown };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return;
    }
    if (message.type === 'ping') {
      this.send({ method: 'pong' });
    } else if (message.type === 'error' && message.channel) {
      this.options.onChannelError?.(message.channel, message.code ?? 'unpredicted');
    } else if (message.type === 'message' && message.channel) {
      const event = toCamelKeys<RealtimeEvent>(message.data ?? {});
      for (const handler of this.channels.get(message.channel)?.handlers ?? []) handler(event);
    }
  }

  private drop(socket: SocketLike): void {
    if (this.socket !== socket) return;
    this.socket = null;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    socket.close();
    const maxRetries = this.options.maxRetries ?? SOCKET_MAX_RETRIES;
    if (this.retries >= maxRetries) {
      this.current = 'gave-up';
      return;
    }
    this.retries += 1;
    this.current = 'retrying';
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, this.options.retryDelayMs ?? SOCKET_RETRY_DELAY_MS);
  }
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/connection/websocket`;
}

let shared: RealtimeClient | null = null;

/** The app's one realtime connection, opened on the first subscription. */
export function getRealtime(): RealtimeClient {
  shared ??= new RealtimeClient({ url: socketUrl });
  return shared;
}
