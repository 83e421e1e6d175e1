import { SCAM_POPUP_REPEAT_MS } from '@tastydrop/domain';

export interface ScamWarningMemory {
  /** "Don't show again" was ticked. */
  dismissedForever: boolean;
  /** When the popup was last closed (ms since epoch). */
  closedAt: number | null;
}

export function isScamWarningMemory(value: unknown): value is ScamWarningMemory {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.dismissedForever === 'boolean' && (v.closedAt === null || typeof v.closedAt === 'number');
}

/** Shown to signed-in users unless dismissed for good or closed less than 24 h ago. */
export function shouldShowScamWarning(memory: ScamWarningMemory | null, signedIn: boolean, now: number): boolean {
  if (!signedIn) return false;
  if (!memory) return true;
  if (memory.dismissedForever) return false;
  return memory.closedAt === null || now - memory.closedAt >= SCAM_POPUP_REPEAT_MS;
}
