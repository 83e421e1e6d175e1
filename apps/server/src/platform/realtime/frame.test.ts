import { describe, expect, it } from 'vitest';
import { encodeMessage } from './frame.js';

const head = (length: number, bytes: number) => [...encodeMessage(Buffer.alloc(length, 0x61)).frame.subarray(0, bytes)];

describe('encodeMessage', () => {
  it('frames the text once, final and unmasked, with the shortest length form', () => {
    expect(head(0, 2)).toEqual([0x81, 0]);
    expect(head(125, 2)).toEqual([0x81, 125]);
    expect(head(126, 4)).toEqual([0x81, 126, 0, 126]);
    expect(head(65_535, 4)).toEqual([0x81, 126, 0xff, 0xff]);
    expect(head(65_536, 10)).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
  });

  it('carries the text whole after the head', () => {
    const text = Buffer.from(JSON.stringify({ type: 'message', data: { name: 'Аркана' } }));
    const { frame } = encodeMessage(text);
    expect(frame.length).toBe(text.length + 2);
    expect(frame.subarray(2).equals(text)).toBe(true);
    expect(encodeMessage(Buffer.alloc(70_000, 0x62)).frame.subarray(10).equals(Buffer.alloc(70_000, 0x62))).toBe(true);
  });
});
