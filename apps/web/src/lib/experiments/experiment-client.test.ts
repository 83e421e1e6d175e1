import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExperimentClient, type Exposure, type ExperimentTransport } from './experiment-client';

class Refused extends Error {
  constructor(readonly status: number | null) {
    super(`refused ${status}`);
  }
}

/** A transport whose answers the test sets; it records when each call was made (in fake time). */
function fakeTransport() {
  const calls = { variants: [] as number[], flags: [] as number[], sent: [] as Exposure[][] };
  const t = {
    calls,
    variants: (): Promise<Record<string, { key: string; payload: unknown }>> => Promise.resolve({ 'change-min-sum': { key: 'min300', payload: { minSum: 300 } } }),
    flags: (): Promise<Record<string, boolean>> => Promise.resolve({ 'new-shop': true }),
    send: (): Promise<void> => Promise.resolve(),
  };
  const transport: ExperimentTransport = {
    fetchVariants: (signal) => {
      calls.variants.push(Date.now());
      return Promise.race([t.variants(), aborted(signal)]);
    },
    fetchFlags: (signal) => {
      calls.flags.push(Date.now());
      return Promise.race([t.flags(), aborted(signal)]);
    },
    sendExposures: (exposures) => {
      calls.sent.push(exposures);
      return t.send();
    },
    statusOf: (error) => (error instanceof Refused ? error.status : null),
  };
  return { t, transport };
}

/** Rejects when the signal aborts, as fetch does. */
const aborted = (signal: AbortSignal) => new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
const never = () => new Promise<never>(() => {});

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fetching variants and flags', () => {
  it('fetches for the visitor, is ready once answered, and fetches again for a new visitor', async () => {
    const { t, transport } = fakeTransport();
    const client = createExperimentClient(transport);
    expect(client.getState().ready).toBe(false);
    client.identify(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getState()).toEqual({ ready: true, variants: { 'change-min-sum': { key: 'min300', payload: { minSum: 300 } } }, flags: { 'new-shop': true } });
    client.identify(null);
    expect(t.calls.variants).toHaveLength(1);
    t.variants = () => Promise.resolve({});
    client.identify(7);
    expect(client.getState().ready).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getState()).toMatchObject({ ready: true, variants: {} });
    client.stop();
  });

  it('gives up on an attempt after 10 s, is ready with what it has, and retries 8 times with waits from 500 ms by 1.5 up to 10 s', async () => {
    const { t, transport } = fakeTransport();
    t.variants = never;
    const client = createExperimentClient(transport);
    client.identify(null);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(client.getState().ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getState()).toMatchObject({ ready: true, variants: {}, flags: { 'new-shop': true } });
    await vi.advanceTimersByTimeAsync(200_000);
    // Each attempt waits out its 10 s, then the wait before the next: 500, 750, 1125, … at most 10 000.
    const waits = [500, 750, 1125, 1687, 2531, 3796, 5695, 8542];
    let at = 0;
    const expected = [0, ...waits.map((w) => (at += 10_000 + w))];
    expect(t.calls.variants).toEqual(expected);
    // The browser's first flags wait for the variants' first attempt (it sets the device cookie).
    expect(t.calls.flags).toEqual([10_000]);
    client.stop();
  });

  it("asks for the flags after the variants on a browser's first fetch, so both answers share one device id; later together", async () => {
    const { t, transport } = fakeTransport();
    let answer: (value: Record<string, { key: string; payload: unknown }>) => void = () => undefined;
    t.variants = () => new Promise((resolve) => (answer = resolve));
    const client = createExperimentClient(transport);
    client.identify(null);
    await vi.advanceTimersByTimeAsync(300);
    expect(t.calls.flags).toEqual([]);
    answer({});
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls.flags).toEqual([300]);
    expect(client.getState().ready).toBe(true);
    t.variants = never;
    client.identify(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls.variants).toEqual([0, 300]);
    expect(t.calls.flags).toEqual([300, 300]);
    client.stop();
  });

  it('retries a network failure, an answer below 400, a server error and 429, but not another refusal', async () => {
    for (const [status, attempts] of [[null, 9], [200, 9], [503, 9], [429, 9], [404, 1], [401, 1]] as const) {
      const { t, transport } = fakeTransport();
      t.flags = () => Promise.reject(new Refused(status));
      const client = createExperimentClient(transport);
      client.identify(null);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(t.calls.flags, `status ${status}`).toHaveLength(attempts);
      expect(client.getState().ready).toBe(true);
      client.stop();
    }
  });

  it('stops retrying once an answer comes', async () => {
    const { t, transport } = fakeTransport();
    let failures = 2;
    t.flags = () => (failures-- > 0 ? Promise.reject(new Refused(500)) : Promise.resolve({ late: true }));
    const client = createExperimentClient(transport);
    client.identify(null);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.calls.flags).toEqual([0, 500, 1250]);
    expect(client.getState().flags).toEqual({ late: true });
    client.stop();
  });

  it('polls every 5 minutes, never more often than once a minute, until stopped', async () => {
    const { t, transport } = fakeTransport();
    const client = createExperimentClient(transport);
    client.identify(null);
    await vi.advanceTimersByTimeAsync(900_000);
    expect(t.calls.variants).toEqual([0, 300_000, 600_000, 900_000]);
    client.stop();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(t.calls.variants).toHaveLength(4);

    const fast = fakeTransport();
    const eager = createExperimentClient(fast.transport, { pollIntervalMs: 1000 });
    const start = Date.now();
    eager.identify(null);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fast.t.calls.flags.map((at) => at - start)).toEqual([0, 60_000, 120_000]);
    eager.stop();
  });
});

describe('the exposure queue', () => {
  const exposure = (n: number): Exposure => ({ experiment: `e${n}`, variant: 'b' });

  it('sends each exposure once per visitor, together with those of the same moment', async () => {
    const { t, transport } = fakeTransport();
    const client = createExperimentClient(transport);
    client.identify(null);
    client.expose(exposure(1));
    client.expose(exposure(2));
    client.expose(exposure(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls.sent).toEqual([[exposure(1), exposure(2)]]);
    client.expose(exposure(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls.sent).toHaveLength(1);
    client.identify(3);
    client.expose(exposure(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls.sent).toEqual([[exposure(1), exposure(2)], [exposure(1)]]);
    client.stop();
  });

  it('keeps what a failed send held, tries again with growing waits, and sends it once the server answers', async () => {
    const { t, transport } = fakeTransport();
    let failures = 3;
    t.send = () => (failures-- > 0 ? Promise.reject(new Refused(null)) : Promise.resolve());
    const client = createExperimentClient(transport);
    client.expose(exposure(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(client.pending()).toEqual([exposure(1)]);
    client.expose(exposure(2));
    await vi.advanceTimersByTimeAsync(499);
    expect(t.calls.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 750 + 1125);
    expect(t.calls.sent).toHaveLength(4);
    expect(t.calls.sent[3]).toEqual([exposure(1), exposure(2)]);
    expect(client.pending()).toEqual([]);
  });

  it('holds at most 512 unsent exposures, the newest, and drops a batch the server refuses outright', async () => {
    const { t, transport } = fakeTransport();
    t.send = () => Promise.reject(new Refused(503));
    const client = createExperimentClient(transport);
    for (let n = 0; n < 600; n += 1) client.expose(exposure(n));
    await vi.advanceTimersByTimeAsync(300_000);
    const pending = client.pending();
    expect(pending).toHaveLength(512);
    expect(pending[0]).toEqual(exposure(88));
    expect(pending.at(-1)).toEqual(exposure(599));
    // Eight retries after the first send, then it waits for the next exposure.
    expect(t.calls.sent).toHaveLength(9);
    t.send = () => Promise.reject(new Refused(400));
    client.expose(exposure(600));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls.sent.at(-1)).toHaveLength(512);
    expect(client.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(t.calls.sent).toHaveLength(10);
  });
});
