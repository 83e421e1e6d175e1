import { useEffect } from 'react';
import type { OverlayId } from '../lib/overlay-queue';
import { useModalStore } from '../stores/modal-store';
import { useOverlayQueueStore } from '../stores/overlay-queue-store';
import { useOtherDialogOpen } from './use-other-dialog-open';

/**
 * Joins the popup queue while `wanted` and says whether it is this popup's turn: first in the queue's order,
 * and no dialog the player opened (sign-in, a page's own dialog) is on screen. Leaving the page's tree leaves
 * the queue.
 */
export function useOverlayTurn(id: OverlayId, wanted: boolean, testId: string): boolean {
  const request = useOverlayQueueStore((s) => s.request);
  const release = useOverlayQueueStore((s) => s.release);
  const markShown = useOverlayQueueStore((s) => s.markShown);
  const active = useOverlayQueueStore((s) => s.active === id);
  const signIn = useModalStore((s) => s.signIn !== null);
  const otherDialog = useOtherDialogOpen(testId);

  useEffect(() => {
    if (wanted) request(id);
    else release(id);
  }, [id, wanted, request, release]);
  useEffect(() => () => release(id), [id, release]);

  const turn = wanted && active && !signIn && !otherDialog;
  useEffect(() => {
    if (turn) markShown(id);
  }, [turn, id, markShown]);
  return turn;
}

/** Whether no popup of the queue is showing or waiting (banners keep out of their way). */
export function useOverlaysIdle(): boolean {
  return useOverlayQueueStore((s) => s.waiting.length === 0);
}
