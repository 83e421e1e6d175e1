import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import type { App } from '../src/platform/http/types.js';
import { bearer } from './helpers.js';

const WAIT_MS = 10_000;

/** A unique marker so parallel runs sharing one Redis ignore each other's messages. */
export const RUN = randomUUID();

export interface ServerMessage {
  type: string;
  channel?: string;
  code?: string;
  data?: Record<string, unknown>;
}

/** A `ws` client that records every server message and lets a test wait for one. */
export class Client {
  /** Every message received, in order. */
  readonly received: ServerMessage[] = [];
  private readonly pending: ServerMessage[] = [];
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as ServerMessage;
      this.received.push(message);
      const waiter = this.waiters.find((w) => w.match(message));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(message);
      } else {
        this.pending.push(message);
      }
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  static async connect(baseUrl: string): Promise<Client> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/connection/websocket`);
    const client = new Client(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(command: unknown): void {
    this.socket.send(typeof command === 'string' ? command : JSON.stringify(command));
  }

  /** The first not yet consumed message that matches; fails after WAIT_MS. */
  next(match: (m: ServerMessage) => boolean, what: string): Promise<ServerMessage> {
    const index = this.pending.findIndex(match);
    if (index >= 0) return Promise.resolve(this.pending.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.match !== match);
        reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(this.received)}`));
      }, WAIT_MS);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  async subscribe(channel: string, token?: string): Promise<void> {
    this.send(token === undefined ? { method: 'subscribe', channel } : { method: 'subscribe', channel, token });
    await this.next((m) => m.type === 'subscribed' && m.channel === channel, `subscribed ${channel}`);
  }

  /** The next error reply. */
  error(): Promise<ServerMessage> {
    return this.next((m) => m.type === 'error', 'an error');
  }

  /** The next message of this run on a channel whose data matches. */
  message(channel: string, match: (data: Record<string, unknown>) => boolean = () => true): Promise<ServerMessage> {
    return this.next((m) => m.type === 'message' && m.channel === channel && m.data?.run === RUN && match(m.data), `a message on ${channel}`);
  }

  /** Messages of this run received on a channel so far. */
  runMessages(channel: string): Record<string, unknown>[] {
    return this.received.filter((m) => m.type === 'message' && m.channel === channel && m.data?.run === RUN).map((m) => m.data!);
  }

  close(): void {
    this.socket.close();
  }
}

export async function channelToken(app: App, accessToken: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/users/centrifugo/token', headers: bearer(accessToken) });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { centryfugo_key: string; channel: string };
  expect(data.channel).toBe('first_channel');
  return data.centryfugo_key;
}

