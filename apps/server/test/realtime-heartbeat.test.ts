import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessBroker, type Broker } from '../src/platform/realtime/broker.js';
import { createSocketHub, PONG_TIMEOUT_CLOSE_CODE, SERVICE_RESTART_CLOSE_CODE } from '../src/platform/realtime/socket-hub.js';

/** The text of a short unmasked text frame, as the hub prepares them. */
function frameText(frame: Buffer): string {
  expect([frame[0], frame[1]! < 126]).toEqual([0x81, true]);
  return frame.subarray(2).toString();
}

/** A stand-in for a ws socket and its TCP socket: records what the hub sends and how it closes it. */
function fakeSocket() {
  const emitter = new EventEmitter();
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    extensions: '',
    sent: [] as string[],
    transport: { write: (frame: Buffer) => socket.sent.push(frameText(frame)) },
    closeCode: undefined as number | undefined,
    on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
    send(data: string | Buffer, options?: { binary?: boolean }) {
      if (options?.binary !== false) throw new Error('a binary frame was sent');
      socket.sent.push(data.toString());
    },
    close(code: number) {
      socket.closeCode = code;
      socket.readyState = 3;
      emitter.emit('close');
    },
    terminate() {
      socket.close(1006);
    },
    receive(command: unknown) {
      emitter.emit('message', Buffer.from(JSON.stringify(command)), false);
    },
  };
  return socket;
}

describe('heartbeat bookkeeping (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a client that answers pings and drops one that does not', async () => {
    vi.useFakeTimers();
    const broker: Broker = createInProcessBroker();
    const hub = createSocketHub(broker, {
      channelSecret: 'x'.repeat(32),
      sessionAlive: async () => true,
      maxConnectionsPerIp: 10,
      pingIntervalMs: 1000,
      maxSubscriptions: 20,
      maxMessageBytes: 4096,
      maxBufferedBytes: 1 << 20,
    });
    const silent = fakeSocket();
    const answering = fakeSocket();
    // A socket with an extension negotiated gets its pings framed by ws, never as a prepared frame.
    answering.extensions = 'permessage-deflate';
    answering.transport.write = () => {
      throw new Error('a prepared frame bypassed the negotiated extension');
    };
    hub.accept(silent as never, silent.transport as never, '127.0.0.1');
    hub.accept(answering as never, answering.transport as never, '127.0.0.1');
    for (let tick = 1; tick <= 5; tick += 1) {
      vi.advanceTimersByTime(1000);
      if (answering.sent.at(-1) === '{"type":"ping"}') answering.receive({ method: 'pong' });
    }
    expect(silent.sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
    expect(silent.closeCode).toBe(PONG_TIMEOUT_CLOSE_CODE);
    expect(answering.sent).toHaveLength(5);
    expect(answering.closeCode).toBeUndefined();
    expect(hub.connectionCount()).toBe(1);
    await hub.close();
    expect(answering.closeCode).toBe(SERVICE_RESTART_CLOSE_CODE);
    expect(hub.connectionCount()).toBe(0);
    await broker.close();
  });
});
