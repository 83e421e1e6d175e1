import { useRef, type PointerEvent, type MouseEvent } from 'react';

/** A pointer that moved more than this is a drag, not a click. */
export const DRAG_TO_CLICK_THRESHOLD = 5;

export function isDrag(startX: number, x: number): boolean {
  return Math.abs(x - startX) > DRAG_TO_CLICK_THRESHOLD;
}

/** Drag-to-scroll for a horizontal scroller; a click that ends a drag is swallowed. */
export function useDragScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const state = useRef<{ startX: number; scroll: number; dragging: boolean; down: boolean }>({ startX: 0, scroll: 0, dragging: false, down: false });
  return {
    ref,
    onPointerDown(e: PointerEvent<T>) {
      if (e.pointerType !== 'mouse' || !ref.current) return;
      state.current = { startX: e.clientX, scroll: ref.current.scrollLeft, dragging: false, down: true };
    },
    onPointerMove(e: PointerEvent<T>) {
      const s = state.current;
      if (!s.down || !ref.current) return;
      if (!s.dragging && isDrag(s.startX, e.clientX)) s.dragging = true;
      if (s.dragging) ref.current.scrollLeft = s.scroll - (e.clientX - s.startX);
    },
    onPointerUp() {
      state.current.down = false;
    },
    onPointerLeave() {
      state.current.down = false;
    },
    onClickCapture(e: MouseEvent<T>) {
      if (state.current.dragging) {
        e.preventDefault();
        e.stopPropagation();
        state.current.dragging = false;
      }
    },
  };
}
