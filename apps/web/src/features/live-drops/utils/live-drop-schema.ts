import { LiveDrop } from '@tastydrop/domain';

/** Loaded on demand by live-drop-list.ts: the wire schema brings the validation library with it. */
export function parseLiveDrop(value: unknown): LiveDrop | null {
  const parsed = LiveDrop.safeParse(value);
  return parsed.success ? parsed.data : null;
}
