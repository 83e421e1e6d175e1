import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a browser request comes from this site itself. `Sec-Fetch-Site` decides when the browser
 * sends it (`same-origin`, or `none` for a typed address); otherwise `Origin`, then `Referer`, must be
 * exactly the site's origin: scheme, host and port, so a page on the same host and another port is foreign.
 * A request that says nothing about where it comes from is not trusted.
 */
function isSameOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== '') return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return originOf(origin) === siteOrigin;
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return originOf(referer) === siteOrigin;
  return false;
}

/** Refuses a request authenticated by the session cookie unless it comes from this site. */
export function assertSameOrigin(request: FastifyRequest, siteOrigin: string): void {
  if (!isSameOrigin(request, siteOrigin)) throw new AppError('forbidden', { reason: 'cross_site_request' });
}

/**
 * Refuses a request the browser says another site started (`Sec-Fetch-Site: cross-site`, or `same-site` from a
 * sibling host), whatever its method and however it is authenticated. Browsers that send no fetch metadata are
 * left to the checks of the route.
 */
export function assertNotCrossSite(request: FastifyRequest): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new AppError('forbidden', { reason: 'cross_site_request' });
}
