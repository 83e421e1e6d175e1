/**
 * Web storage helpers (stored values expire or are discarded when the type mismatches).
 * Storage can be missing or throw (private mode, disabled cookies): every access is guarded.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Envelope {
  value: unknown;
  expiresAt: number | null;
}

function safe(get: () => Storage): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : get();
  } catch {
    return null;
  }
}

export const local = (): KeyValueStorage | null => safe(() => window.localStorage);
export const session = (): KeyValueStorage | null => safe(() => window.sessionStorage);

/** Reads a stored value; an expired value or one failing the type guard is removed and gives null. */
export function readStored<T>(
  storage: KeyValueStorage | null,
  key: string,
  guard: (value: unknown) => value is T,
  now: number = Date.now(),
): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const envelope = JSON.parse(raw) as Partial<Envelope>;
    const expired = typeof envelope.expiresAt === 'number' && envelope.expiresAt <= now;
    if (expired || !guard(envelope.value)) {
      storage.removeItem(key);
      return null;
    }
    return envelope.value;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

export function writeStored(storage: KeyValueStorage | null, key: string, value: unknown, ttlMs?: number): void {
  if (!storage) return;
  const envelope: Envelope = { value, expiresAt: ttlMs === undefined ? null : Date.now() + ttlMs };
  try {
    storage.setItem(key, JSON.stringify(envelope));
  } catch {
    // Storage full or disabled: the value is simply not remembered.
  }
}

export function removeStored(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
