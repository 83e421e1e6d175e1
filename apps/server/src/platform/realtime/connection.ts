import type { Writable } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { verifyChannelToken, verifyScopedChannelToken } from './channel-token.js';
import type { EncodedMessage } from './frame.js';
import { PERSONAL_CHANNEL, personalChannel } from './hub.js';
import { parseCommand, PUBLIC_CHANNELS, type ClientCommand, type RealtimeErrorCode, type ServerMessage } from './protocol.js';

/** What a connection needs from its hub. */
export interface ConnectionContext {
  channelSecret: string;
  /** Whether the session a personal channel token was minted from still exists. */
  sessionAlive(sessionId: number): Promise<boolean>;
  maxSubscriptions: number;
  maxMessageBytes: number;
  /** Starts delivering a broker channel to the connection. */
  attach(connection: Connection, brokerChannel: string): void;
  /** Stops delivering a broker channel to the connection. */
  detach(connection: Connection, brokerChannel: string): void;
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.length, 0);
  return data.byteLength;
}

function toText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** One client socket: its subscriptions (public name → broker channel) and heartbeat state. */
export class Connection {
  readonly subscriptions = new Map<string, string>();
  /** Pings sent since the last pong. */
  missedPings = 0;
  /** Sessions whose channel tokens this socket presented (checked or being checked): it closes when one ends. */
  readonly sessionIds = new Set<number>();
  private disposed = false;

  /**
   * @param socket the WebSocket
   * @param transport the TCP socket it was upgraded from, which `ws` writes its frames to
   */
  constructor(
    readonly socket: WebSocket,
    private readonly transport: Writable,
    private readonly context: ConnectionContext,
  ) {}

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  /** Sends one of this connection's own replies as a text frame. */
  sendText(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text, { binary: false });
  }

  /**
   * Sends a message encoded once for many sockets. With no extension negotiated (the server offers
   * none), `ws` writes each frame to the TCP socket as it is sent, so the prepared frame goes there
   * directly, in order with the rest, and counts in `bufferedAmount`; otherwise `ws` frames the text.
   */
  sendEncoded(message: EncodedMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.extensions === '') this.transport.write(message.frame);
    else this.socket.send(message.text, { binary: false });
  }

  /** Handles one incoming frame; malformed input gets an error reply, never a crash. */
  receive(data: RawData, isBinary: boolean): void {
    if (isBinary || byteLength(data) > this.context.maxMessageBytes) {
      this.fail('validation');
      return;
    }
    const parsed = parseCommand(toText(data));
    if (!parsed.ok) {
      this.fail('validation', parsed.channel);
      return;
    }
    this.execute(parsed.command);
  }

  /** Forgets every subscription (the socket is gone). */
  dispose(): void {
    this.disposed = true;
    for (const brokerChannel of this.subscriptions.values()) this.context.detach(this, brokerChannel);
    this.subscriptions.clear();
  }

  private execute(command: ClientCommand): void {
    switch (command.method) {
      case 'pong':
        this.missedPings = 0;
        return;
      case 'unsubscribe':
        this.unsubscribe(command.channel);
        return;
      case 'subscribe':
        this.subscribe(command.channel, command.token);
        return;
    }
  }

  private subscribe(channel: string, token: string | undefined): void {
    if (channel === PERSONAL_CHANNEL) {
      const grant = token ? verifyChannelToken(token, this.context.channelSecret) : null;
      if (grant === null) return this.fail('authentication', channel);
      return this.attachWhileAlive(channel, personalChannel(grant.userId), grant.sessionId);
    }
    if (!PUBLIC_CHANNELS.has(channel) && token !== undefined) return this.subscribeScoped(channel, token);
    if (!PUBLIC_CHANNELS.has(channel)) return this.fail('validation', channel);
    this.attachTo(channel, channel);
  }

  /** A private channel other than the personal one (a support conversation, the console's inbox): its token names it. */
  private subscribeScoped(channel: string, token: string): void {
    const grant = verifyScopedChannelToken(token, this.context.channelSecret);
    if (grant === null || grant.channel !== channel) return this.fail('authentication', channel);
    if (grant.sessionId === null) return this.attachTo(channel, grant.brokerChannel);
    this.attachWhileAlive(channel, grant.brokerChannel, grant.sessionId);
  }

  /** Attaches a channel a session granted once that session is known to be alive; the socket closes when it ends. */
  private attachWhileAlive(channel: string, brokerChannel: string, sessionId: number): void {
    this.sessionIds.add(sessionId);
    this.context.sessionAlive(sessionId).then(
      (alive) => (alive ? this.attachTo(channel, brokerChannel) : this.fail('authentication', channel)),
      () => this.fail('authentication', channel),
    );
  }

  private attachTo(channel: string, brokerChannel: string): void {
    if (this.disposed) return;
    const current = this.subscriptions.get(channel);
    if (current === undefined && this.subscriptions.size >= this.context.maxSubscriptions) {
      return this.fail('limit_reached', channel);
    }
    if (current !== undefined && current !== brokerChannel) this.context.detach(this, current);
    this.subscriptions.set(channel, brokerChannel);
    this.context.attach(this, brokerChannel);
    this.send({ type: 'subscribed', channel });
  }

  private unsubscribe(channel: string): void {
    const brokerChannel = this.subscriptions.get(channel);
    if (brokerChannel === undefined) return;
    this.subscriptions.delete(channel);
    this.context.detach(this, brokerChannel);
  }

  private fail(code: RealtimeErrorCode, channel?: string): void {
    this.send(channel === undefined ? { type: 'error', code } : { type: 'error', channel, code });
  }
}
