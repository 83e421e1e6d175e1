import { describe, expect, it } from 'vitest';
import { EMPTY_OVERLAY_QUEUE, markOverlayShown, OVERLAY_ORDER, releaseOverlay, requestOverlay, type OverlayId, type OverlayQueue } from './overlay-queue';

const request = (q: OverlayQueue, ...ids: OverlayId[]) => ids.reduce(requestOverlay, q);
/** Shows whatever has the turn, as the page does after rendering it. */
const show = (q: OverlayQueue) => (q.active ? markOverlayShown(q, q.active) : q);

describe('overlay queue', () => {
  it('gives one popup the turn at a time and the next one only when it closes', () => {
    let q = show(request(EMPTY_OVERLAY_QUEUE, 'personalOffer', 'infoPopup'));
    expect(q.active).toBe('personalOffer');
    q = show(releaseOverlay(q, 'personalOffer'));
    expect(q.active).toBe('infoPopup');
    q = releaseOverlay(q, 'infoPopup');
    expect(q).toEqual({ waiting: [], active: null, shown: false });
  });

  it('takes popups in the fixed order, whatever order they asked in', () => {
    let q = request(EMPTY_OVERLAY_QUEUE, ...[...OVERLAY_ORDER].reverse());
    const shown: OverlayId[] = [];
    while (q.active) {
      q = show(q);
      shown.push(q.active!);
      q = releaseOverlay(q, q.active!);
    }
    expect(shown).toEqual(['promo', 'scamWarning', 'leaderboardReward', 'personalOffer', 'experience', 'infoPopup']);
  });

  it('never pushes aside the popup on screen for one that ranks higher', () => {
    let q = show(request(EMPTY_OVERLAY_QUEUE, 'infoPopup'));
    q = request(q, 'leaderboardReward', 'scamWarning');
    expect(q.active).toBe('infoPopup');
    q = show(releaseOverlay(q, 'infoPopup'));
    expect(q.active).toBe('scamWarning');
    q = show(releaseOverlay(q, 'scamWarning'));
    expect(q.active).toBe('leaderboardReward');
  });

  it('lets a higher-ranking popup take a turn that is not on screen yet', () => {
    let q = request(EMPTY_OVERLAY_QUEUE, 'infoPopup');
    expect(q.active).toBe('infoPopup');
    q = request(q, 'scamWarning');
    expect(q).toMatchObject({ active: 'scamWarning', shown: false });
    q = markOverlayShown(q, 'infoPopup'); // too late: not its turn any more
    expect(q.shown).toBe(false);
  });

  it('ignores repeated requests and releases of popups that are not waiting', () => {
    const q = request(EMPTY_OVERLAY_QUEUE, 'promo');
    expect(requestOverlay(q, 'promo')).toBe(q);
    expect(releaseOverlay(q, 'infoPopup')).toBe(q);
  });

  it('lets a waiting popup that no longer wants to show leave without taking a turn', () => {
    let q = show(request(EMPTY_OVERLAY_QUEUE, 'scamWarning', 'leaderboardReward', 'infoPopup'));
    q = releaseOverlay(q, 'leaderboardReward');
    q = releaseOverlay(q, 'scamWarning');
    expect(q.active).toBe('infoPopup');
  });
});
