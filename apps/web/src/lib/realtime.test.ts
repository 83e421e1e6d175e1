import { SOCKET_MAX_RETRIES, SOCKET_RETRY_DELAY_MS } from '@tastydrop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type SocketLike } from './realtime';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  fail() {
    this.onerror?.({});
    this.onclose?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let sockets: FakeSocket[] = [];

function client() {
  return new RealtimeClient({
    url: () => 'ws://test/connection/websocket',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
}

const last = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
};

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('realtime retry policy', () => {
  it('retries after 1 s and gives up when the retry count reaches 5', () => {
    expect(SOCKET_RETRY_DELAY_MS).toBe(1000);
    expect(SOCKET_MAX_RETRIES).toBe(5);
    const rt = client();
    rt.subscribe('LiveDrops/DotaDropItems', () => undefined);
    expect(sockets).toHaveLength(1);

    for (let retry = 1; retry <= SOCKET_MAX_RETRIES; retry += 1) {
      last().fail();
      vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS - 1);
      expect(sockets).toHaveLength(retry);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(retry + 1);
    }

    last().fail();
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS * 10);
    expect(sockets).toHaveLength(SOCKET_MAX_RETRIES + 1);
    expect(rt.status).toBe('gave-up');
  });

  it('counts one retry when a failure fires both error and close', () => {
    const rt = client();
    rt.subscribe('c', () => undefined);
    last().fail();
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });

  it('starts counting again after a connection opens and re-subscribes with tokens', () => {
    const rt = client();
    rt.subscribe('first_channel', () => undefined, 'secret');
    for (let i = 0; i < SOCKET_MAX_RETRIES - 1; i += 1) {
      last().fail();
      vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS);
    }
    last().open();
    expect(last().sent).toEqual([{ method: 'subscribe', channel: 'first_channel', token: 'secret' }]);
    last().fail();
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS);
    expect(rt.status).toBe('connecting');
    last().open();
    expect(rt.status).toBe('open');
    expect(last().sent).toEqual([{ method: 'subscribe', channel: 'first_channel', token: 'secret' }]);
  });
});

describe('realtime messages', () => {
  it('answers pings, delivers camelCased events and unsubscribes the last handler', () => {
    const rt = client();
    const handler = vi.fn();
    const unsubscribe = rt.subscribe('first_channel', handler, 'tok');
    last().open();
    last().receive({ type: 'ping' });
    last().receive({ type: 'message', channel: 'first_channel', data: { event: 'balance', coin_balance: 5 } });
    last().receive({ type: 'message', channel: 'other', data: { event: 'x' } });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ event: 'balance', coinBalance: 5 });
    unsubscribe();
    expect(last().sent).toEqual([
      { method: 'subscribe', channel: 'first_channel', token: 'tok' },
      { method: 'pong' },
      { method: 'unsubscribe', channel: 'first_channel' },
    ]);
  });

  it('reports a refused channel', () => {
    const onChannelError = vi.fn();
    const rt = new RealtimeClient({ url: () => 'ws://x', createSocket: () => (sockets.push(new FakeSocket()), last()), onChannelError });
    rt.subscribe('first_channel', () => undefined, 'bad');
    last().open();
    last().receive({ type: 'error', channel: 'first_channel', code: 'authentication' });
    expect(onChannelError).toHaveBeenCalledWith('first_channel', 'authentication');
  });
});
