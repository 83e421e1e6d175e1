import { RELOAD_GUARD_TTL_MS } from '@tastydrop/domain';
import type { KeyValueStorage } from './storage';

const RELOAD_AT_KEY = 'chunkReloadAt';
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|ChunkLoadError/i;

/** A failed lazy import: the deployed chunks changed under an open tab. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (CHUNK_ERROR.test(error.message) || error.name === 'ChunkLoadError');
}

/**
 * Claims the one reload allowed per RELOAD_GUARD_TTL_MS, so a chunk that is really gone
 * shows the error page instead of reloading forever.
 */
export function claimReload(storage: KeyValueStorage | null, now: number = Date.now()): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(RELOAD_AT_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_TTL_MS) return false;
  storage.setItem(RELOAD_AT_KEY, String(now));
  return true;
}
