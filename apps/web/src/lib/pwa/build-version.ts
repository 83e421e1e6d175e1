/** Build manifest polling: a changed build id means a new deploy, and the app reloads. */

const BUILD_MANIFEST_URL = '/builds/latest.json';
/** How often an open tab asks. */
export const BUILD_POLL_MS = 5 * 60 * 1000;

/** The id this bundle was built with (empty in development). */
export const CURRENT_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? '';

/** Reload only for a real, different id; a missing manifest or a dev build never reloads. */
export function isNewBuild(current: string, fetched: unknown): boolean {
  if (!current || typeof fetched !== 'object' || fetched === null) return false;
  const id = (fetched as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 && id !== current;
}

export async function fetchBuildManifest(): Promise<unknown> {
  const response = await fetch(`${BUILD_MANIFEST_URL}?t=${Date.now()}`, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  return response.json().catch(() => null);
}
