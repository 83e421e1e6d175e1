import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventClickOf } from './event-analytics';

vi.mock('../../../lib/api/call', () => ({ callApi: vi.fn(async () => ({ stored: 0 })) }));

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('event page analytics', () => {
  it('names tab clicks in the header and block clicks with their place', () => {
    const body = page(`
      <nav><a href="/event/coin-cases" id="tab"><span id="inner">Монетные</span></a><a href="/event/new-cases" id="other-tab">Кейсы</a></nav>
      <section data-event-place="ways"><a href="/battles" id="battles">Батлы</a><a href="/contracts" id="contracts">Контракты</a></section>
      <button data-event-click="join_event" id="join">Участвовать</button>`);
    const at = (id: string) => body.querySelector(`#${id}`);
    expect(eventClickOf(at('inner'), '/event')).toEqual({ name: 'spend_coins_tab', place: 'tabs' });
    expect(eventClickOf(at('battles'), '/event')).toEqual({ name: 'battles', place: '/event#ways' });
    expect(eventClickOf(at('contracts'), '/event')).toBeNull();
    expect(eventClickOf(at('join'), '/event/raffle')).toEqual({ name: 'join_event', place: '/event/raffle' });
    // A tab not counted as a tab still counts as its block when it leads elsewhere.
    expect(eventClickOf(at('other-tab'), '/event')).toEqual({ name: 'cases', place: '/event' });
    expect(eventClickOf(null, '/event')).toBeNull();
  });

  it('sends the events of one moment as one batch with the analytics session', async () => {
    const { callApi } = await import('../../../lib/api/call');
    const { track, BATCH_LIMIT } = await import('../../../lib/analytics/events');
    vi.useFakeTimers();
    try {
      track({ kind: 'page_view', path: '/', referrer: 'Direct' });
      track({ kind: 'event_click', name: 'top', place: 'tabs' });
      expect(callApi).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(callApi).toHaveBeenCalledTimes(1);
      const [, args] = vi.mocked(callApi).mock.calls[0] as unknown as [unknown, { request: { sessionId: string; events: unknown[] } }];
      expect(args.request.events).toHaveLength(2);
      expect(args.request.sessionId).toMatch(/.{8,}/);
      for (let i = 0; i < BATCH_LIMIT + 1; i += 1) track({ kind: 'page_view', path: `/p${i}`, referrer: 'Direct' });
      await vi.runAllTimersAsync();
      expect(callApi).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
