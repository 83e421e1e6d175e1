import { create } from 'zustand';
import { EMPTY_OVERLAY_QUEUE, markOverlayShown, releaseOverlay, requestOverlay, type OverlayId, type OverlayQueue } from '../lib/overlay-queue';

interface OverlayQueueState extends OverlayQueue {
  request: (id: OverlayId) => void;
  release: (id: OverlayId) => void;
  markShown: (id: OverlayId) => void;
}

/** The queue of popups that open by themselves: one on screen at a time (lib/overlay-queue). */
export const useOverlayQueueStore = create<OverlayQueueState>()((set) => ({
  ...EMPTY_OVERLAY_QUEUE,
  request: (id) => set((s) => requestOverlay(s, id)),
  release: (id) => set((s) => releaseOverlay(s, id)),
  markShown: (id) => set((s) => markOverlayShown(s, id)),
}));
