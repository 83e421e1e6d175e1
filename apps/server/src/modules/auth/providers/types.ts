import type { AuthProvider } from '@tastydrop/domain';
import type { FastifyBaseLogger } from 'fastify';

/** Who the provider says signed in, already mapped to our account fields. */
export interface ExternalProfile {
  providerUserId: string;
  nickname: string;
  /** Only https URLs are kept. */
  avatar?: string | undefined;
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  steamId?: string | undefined;
}

/** What the callback request carries back from the provider. */
export interface CallbackInput {
  /** The callback URL as the provider saw it: public base URL + path + raw query. */
  url: string;
  query: URLSearchParams;
  state: string;
  codeVerifier: string | null;
  log: FastifyBaseLogger;
}

/** One external sign-in method: where to send the browser and how to read its answer. */
export interface ProviderClient {
  readonly name: AuthProvider;
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Verifies the provider's answer; throws ProviderError (or any error) when it is not valid. */
  complete(input: CallbackInput): Promise<ExternalProfile>;
}

/** A sign-in that failed for a reason worth logging; the message never holds secrets. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

/** The callback URL registered with every provider. */
export function callbackUrl(publicBaseUrl: string, provider: AuthProvider): string {
  return `${publicBaseUrl}/api/v1/auth/${provider}/callback`;
}

/** Keeps an avatar URL only when it is https (the page's CSP allows https images only). */
export function httpsOrUndefined(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `<prefix>_<last 6 characters of the id>`: the nickname when the provider gives no name. */
export function fallbackNickname(prefix: string, providerUserId: string): string {
  return `${prefix}_${providerUserId.slice(-6)}`;
}

/** Bound for every outgoing call to a provider, so a slow provider cannot hold a request forever. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** For libraries that take no AbortSignal (arctic, openid): gives up after PROVIDER_TIMEOUT_MS. */
export async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError(`${what} timed out`)), PROVIDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
