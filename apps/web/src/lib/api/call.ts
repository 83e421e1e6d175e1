/**
 * The typed client: `callApi(casesApi.detail, { params: { slug } })` sends the call an endpoint of
 * the table describes and returns its response type. In development and tests every answer is
 * checked against the endpoint's wire schema and a mismatch throws `ResponseSchemaError`;
 * production skips the check (and the schemas are not in its bundle).
 */
import { ApiError, apiRequest, currentAccessToken, setAccessToken } from '../api-client';
import type { Endpoint, RequestOf, ResponseOf } from './endpoints/endpoint';

/** The `:name` placeholders of a path. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsArg<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<E['path']>, string | number> };
type RequestArg<E extends Endpoint> = [RequestOf<E>] extends [void] ? { request?: never } : { request: RequestOf<E> };

export type CallArgs<E extends Endpoint> = ParamsArg<E> & RequestArg<E> & {
  signal?: AbortSignal;
  /** False: one attempt, the caller applies its own retry policy (the experiment client). */
  retry?: false;
};
type MaybeArgs<E extends Endpoint> = object extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** An answer that does not match its endpoint's schema: names the endpoint and the path of each bad field. */
export class ResponseSchemaError extends Error {
  constructor(endpoint: string, problems: string[]) {
    super(`${endpoint} answered outside its schema:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ResponseSchemaError';
  }
}

/** Fills `:name` placeholders with encoded values. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

async function checkResponse(endpoint: Endpoint, data: unknown): Promise<void> {
  const { responseSchemas } = await import('./response-schemas');
  const [area, call] = endpoint.name.split('.') as [string, string];
  const schemas = responseSchemas as unknown as Record<string, Record<string, { safeParse: (d: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }>>;
  const schema = schemas[area]?.[call];
  if (!schema) throw new ResponseSchemaError(`${endpoint.method} ${endpoint.path} (${endpoint.name})`, ['no response schema is declared']);
  const result = schema.safeParse(data);
  if (result.success) return;
  const problems = (result.error?.issues ?? []).map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`);
  throw new ResponseSchemaError(`${endpoint.method} ${endpoint.path} (${endpoint.name})`, problems);
}

/** At most this many retries of one call. */
export const MAX_RETRIES = 2;
/** The wait before the first retry of a server error; each next one waits twice as long. */
export const RETRY_BASE_DELAY_MS = 300;

export interface FailedAttempt {
  /** Retries already made (0 after the first attempt). */
  retries: number;
  status: number;
  /** Sending the call again cannot change anything twice: a GET, or a call carrying a key the server honours once. */
  idempotent: boolean;
  /** A fresher bearer token appeared while the call was in flight. */
  tokenChanged: boolean;
}

/**
 * The retry policy: how long to wait before sending a failed call again, or null to give up. Only a call that may run
 * twice is sent again (a GET, or a call with an idempotency key the server honours; a POST without one that failed
 * half way must not run twice). A 401 is retried once, at once: with the fresher token when one appeared meanwhile,
 * else without the stored one, which the caller clears first (the session cookie may still hold). A 500 is retried
 * with a doubling wait. Never more than MAX_RETRIES.
 */
export function retryDelay({ retries, status, idempotent, tokenChanged }: FailedAttempt): number | null {
  if (retries >= MAX_RETRIES || !idempotent) return null;
  if (status === 401) return retries === 0 || tokenChanged ? 0 : null;
  if (status === 500) return RETRY_BASE_DELAY_MS * 2 ** retries;
  return null;
}

/** Whether a call of `endpoint` with `request` may be sent again: a GET, or a request carrying the endpoint's key. */
export function isIdempotent(endpoint: Pick<Endpoint, 'method' | 'idempotencyKey'>, request: object | undefined): boolean {
  if (endpoint.method === 'GET') return true;
  const key = endpoint.idempotencyKey ? (request as Record<string, unknown> | undefined)?.[endpoint.idempotencyKey] : undefined;
  return typeof key === 'string' && key.length > 0;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls one endpoint of the table; resolves with its camelCased, unwrapped `data`. */
export async function callApi<E extends Endpoint>(endpoint: E, ...[args]: MaybeArgs<E>): Promise<ResponseOf<E>> {
  const { method, path, auth, form } = endpoint;
  const { params, request, signal, retry } = (args ?? {}) as { params?: Record<string, string | number>; request?: object; signal?: AbortSignal; retry?: false };
  const send = () =>
    apiRequest<ResponseOf<E>>(fillPath(path, params), {
      method,
      auth,
      signal,
      noRetry: true,
      form,
      ...(method === 'GET' ? { query: request } : { body: request ?? {} }),
    });
  const idempotent = isIdempotent(endpoint, request);
  let data: ResponseOf<E>;
  for (let retries = 0; ; retries++) {
    const token = currentAccessToken();
    try {
      data = await send();
      break;
    } catch (error) {
      if (!(error instanceof ApiError) || signal?.aborted || retry === false) throw error;
      const tokenChanged = currentAccessToken() !== null && currentAccessToken() !== token;
      const delay = retryDelay({ retries, status: error.status, idempotent, tokenChanged });
      if (delay === null) throw error;
      // A refused stored token is dropped: the retry goes with the session cookie alone.
      if (error.status === 401 && !tokenChanged && token !== null) setAccessToken(null);
      await wait(delay);
    }
  }
  // Vite replaces the flag with false in production builds, which drops the check and its schemas.
  if (import.meta.env.DEV) await checkResponse(endpoint, data);
  return data;
}
