import { describe, expect, it } from 'vitest';
import { DRAG_TO_CLICK_THRESHOLD, isDrag } from './drag-scroll';

describe('drag-to-click threshold', () => {
  it('treats moves up to 5 px as a click and longer ones as a drag, either way', () => {
    expect(DRAG_TO_CLICK_THRESHOLD).toBe(5);
    expect(isDrag(100, 105)).toBe(false);
    expect(isDrag(100, 95)).toBe(false);
    expect(isDrag(100, 106)).toBe(true);
    expect(isDrag(100, 94)).toBe(true);
  });
});
