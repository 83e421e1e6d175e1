import { FeedError, type FeedOptions } from './quote.js';

/** How long to stay away after a 429 without a Retry-After header. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

function retryAfterMs(header: string | null): number {
  const seconds = header === null ? Number.NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = header === null ? Number.NaN : Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : DEFAULT_RETRY_AFTER_MS;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || (error.name === 'AbortError' && String(error.message).includes('timeout')));
}

/**
 * GETs a feed's JSON. A network failure or a 5xx is `feed_unavailable`, no whole answer within the timeout is
 * `feed_timeout`, a 429 is `feed_rate_limited` (with `retryAfterMs`), and a 2xx that is not JSON is `feed_malformed`.
 */
export async function requestJson(options: FeedOptions, path: string, headers: Record<string, string> = {}): Promise<unknown> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}`;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { headers: { accept: 'application/json', ...headers }, signal });
  } catch (error) {
    if (isTimeout(error) || signal.aborted) throw new FeedError('feed_timeout', `no answer within ${options.timeoutMs} ms`, { url });
    throw new FeedError('feed_unavailable', 'feed unreachable', { url, error: error instanceof Error ? error.message : String(error) });
  }
  if (response.status === 429) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError('feed_rate_limited', 'feed asks to slow down', { url, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isTimeout(error) || signal.aborted) throw new FeedError('feed_timeout', `no whole answer within ${options.timeoutMs} ms`, { url });
    throw new FeedError('feed_unavailable', 'feed answer cut off', { url });
  }
  if (!response.ok) throw new FeedError('feed_unavailable', `feed answered ${response.status}`, { url, status: response.status });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FeedError('feed_malformed', 'feed answered something other than JSON', { url, start: text.slice(0, 80) });
  }
}
