import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { OverlayId } from '../lib/overlay-queue';
import { mayOpenByItself, routeKind } from '../lib/popup-policy';
import { useModalStore } from '../stores/modal-store';
import { useOverlayQueueStore } from '../stores/overlay-queue-store';
import { useOtherDialogOpen } from './use-other-dialog-open';
import { useSinceLanding } from './use-since-landing';

/**
 * Joins the popup queue while `wanted` and says whether it is this popup's turn: first in the queue's order,
 * no dialog the player opened (sign-in, a page's own dialog) is on screen, and the popup policy allows it here and
 * now (lib/popup-policy). One already shown to this player leaves the queue. Leaving the page's tree leaves the
 * queue.
 */
export function useOverlayTurn(id: OverlayId, wanted: boolean, testId: string, alreadyShown = false): boolean {
  const request = useOverlayQueueStore((s) => s.request);
  const release = useOverlayQueueStore((s) => s.release);
  const markShown = useOverlayQueueStore((s) => s.markShown);
  const active = useOverlayQueueStore((s) => s.active === id);
  const signIn = useModalStore((s) => s.signIn !== null);
  const otherDialog = useOtherDialogOpen(testId);
  const route = routeKind(useLocation().pathname);
  const sinceLandingMs = useSinceLanding();
  const waits = wanted && !alreadyShown;

  useEffect(() => {
    if (waits) request(id);
    else release(id);
  }, [id, waits, request, release]);
  useEffect(() => () => release(id), [id, release]);

  const turn = waits && active && !signIn && !otherDialog && mayOpenByItself({ route, sinceLandingMs, alreadyShown });
  useEffect(() => {
    if (turn) markShown(id);
  }, [turn, id, markShown]);
  return turn;
}

/** Whether no popup of the queue is showing or waiting (banners keep out of their way). */
export function useOverlaysIdle(): boolean {
  return useOverlayQueueStore((s) => s.waiting.length === 0);
}
