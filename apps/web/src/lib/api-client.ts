/**
 * The HTTP transport of the web app (docs/api-contract); calls go through `callApi` (lib/api/call.ts),
 * which names the endpoint and types and checks its answer.
 * - Paths are relative to `/api` (`/v1/users/me`); paths already starting with `/api/` or `/nitro-api/` are used as is.
 * - Request keys go out snake_case, response keys come back camelCase; `{data}` is unwrapped.
 * - Failures throw `ApiError` with a catalogue code (unknown codes become `unpredicted`).
 * - Retries: the typed client (lib/api/call.ts) sends again on a 401 or a 500 only a call that may run twice (a GET,
 *   or one carrying a key the server honours once). A bare `apiRequest` retries a 500 on a GET once and a 401 once
 *   when a fresher bearer token appeared while the request was in flight.
 * - Bodies go out as JSON, as form data for the calls the server reads as forms (`form`), or as a file's own bytes
 *   with its type when the body is a Blob (a support chat picture).
 * No toasts or redirects here: the query client's error handler decides by code.
 */
import { CONSOLE_CALL_HEADER, isErrorCode, toCamelKeys, toSnakeKeys, type ErrorCode } from '@tastydrop/domain';
import { readCookie } from './cookies';

const API_BASE = '/api';
// The language cookie's name and default (lib/language.ts saves it).
const LANGUAGE_COOKIE = 'lang';
const DEFAULT_LANGUAGE = 'ru';
const PASSTHROUGH_PREFIXES = ['/api/', '/nitro-api/'];
/** The console's calls: they carry the console's own header, which its reads of players' data require. */
const CONSOLE_PREFIX = '/api/admin/';
const SERVER_ERROR_RETRY_DELAY_MS = 300;

export interface ApiErrorInit {
  status: number;
  code: ErrorCode;
  msg: string;
  parameters?: Record<string, unknown>;
  authenticated?: boolean;
}

/** A failed API call: HTTP status (0 when the network failed), catalogue code, server message and parameters. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly msg: string;
  readonly parameters: Record<string, unknown>;
  /** The call was made to an authenticated endpoint. */
  readonly authenticated: boolean;

  constructor(init: ApiErrorInit) {
    super(init.msg || init.code);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.parameters = init.parameters ?? {};
    this.authenticated = init.authenticated ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// The bearer token lives only in memory; the session itself rides on the HttpOnly cookie.
let accessToken: string | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** The bearer token a call would carry now. */
export function currentAccessToken(): string | null {
  return accessToken;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: object;
  /** A Blob goes out as the whole body with its own type; anything else as JSON (or form data). */
  body?: object;
  /** The endpoint needs the session: its `authentication`/`unpredicted` failures end the session. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The caller applies its own retry policy (the typed client): one attempt here. */
  noRetry?: boolean;
  /** Sends the body as form data (multipart, snake_case field names; empty values left out) instead of JSON. */
  form?: boolean;
}

/** A flat body as form data: snake_case names, values as text, undefined and null left out. */
function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(toSnakeKeys<Record<string, unknown>>(body))) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** Builds the URL of a call: base prefix plus a snake_case query string (arrays joined by commas). */
export function resolveUrl(path: string, query?: object): string {
  const base = PASSTHROUGH_PREFIXES.some((p) => path.startsWith(p)) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeKeys<Record<string, unknown>>(query))) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * The dev header variant of non-production builds: basic auth and the player to act as, from the build's
 * VITE_DEV_BASIC_AUTH and VITE_DEV_USER_ID (the server accepts them only when its DEV_BASIC_AUTH is set, never in
 * production). Production builds drop this code.
 */
function devHeaders(): { authorization: string; userId: string } | null {
  if (import.meta.env.PROD) return null;
  const credentials = import.meta.env.VITE_DEV_BASIC_AUTH;
  const userId = import.meta.env.VITE_DEV_USER_ID;
  if (!credentials || !userId) return null;
  return { authorization: `Basic ${btoa(credentials)}`, userId };
}

/** The header naming the player of the dev header variant. */
const DEV_USER_HEADER = 'X-Dev-User-Id';

function headersFor(url: string, contentType: string | null, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('X-Client-Language', readCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE);
  if (url.startsWith(CONSOLE_PREFIX)) headers.set(CONSOLE_CALL_HEADER, '1');
  // A form body's type (with its boundary) is set by the browser.
  if (contentType) headers.set('Content-Type', contentType);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const dev = token || url.startsWith(CONSOLE_PREFIX) ? null : devHeaders();
  if (dev) {
    headers.set('Authorization', dev.authorization);
    headers.set(DEV_USER_HEADER, dev.userId);
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The body of a call and its Content-Type (null when the browser sets it: none, or form data). */
function payloadOf(options: RequestOptions): { payload: BodyInit | undefined; contentType: string | null } {
  const { body } = options;
  if (body === undefined) return { payload: undefined, contentType: null };
  if (body instanceof Blob) return { payload: body, contentType: body.type || 'application/octet-stream' };
  if (options.form) return { payload: toFormData(body), contentType: null };
  return { payload: JSON.stringify(toSnakeKeys(body)), contentType: 'application/json' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Maps a failed response body to an ApiError; anything outside the catalogue is `unpredicted`.
 * The old battles API wraps its POST errors in `data`: that body is read the same way.
 */
export function toApiError(status: number, body: unknown, authenticated: boolean): ApiError {
  const outer = isRecord(body) ? body : {};
  const record = isRecord(outer.data) && typeof outer.data.code === 'string' ? outer.data : outer;
  const code: ErrorCode = isErrorCode(record.code) ? record.code : 'unpredicted';
  const parameters = isRecord(record.parameters) ? toCamelKeys<Record<string, unknown>>(record.parameters) : {};
  const msg = typeof record.msg === 'string' ? record.msg : '';
  return new ApiError({ status, code, msg, parameters, authenticated });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one call and returns the unwrapped, camelCased `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = resolveUrl(path, options.query);
  const { payload, contentType } = payloadOf(options);
  const authenticated = options.auth ?? false;

  const send = async (token: string | null) => {
    try {
      return await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: headersFor(url, contentType, token),
        body: payload,
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: 'unpredicted', msg: '', authenticated });
    }
  };

  const usedToken = accessToken;
  let response = await send(usedToken);
  if (options.noRetry) {
    // One attempt: the caller decides.
  } else if (response.status === 401 && accessToken !== null && accessToken !== usedToken) {
    response = await send(accessToken);
  } else if (response.status === 500 && method === 'GET') {
    await sleep(SERVER_ERROR_RETRY_DELAY_MS);
    response = await send(accessToken);
  }

  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body, authenticated);
  if (!isRecord(body) || !('data' in body)) {
    throw new ApiError({ status: response.status, code: 'unpredicted', msg: '', authenticated });
  }
  return toCamelKeys<T>(body.data);
}

/**
 * Downloads a file answer (a console export) as a Blob, with the same headers as any call; a refusal throws
 * ApiError like `apiRequest`. Returns the file name the server gave (Content-Disposition), if any.
 */
export async function apiDownload(path: string, query?: object): Promise<{ blob: Blob; fileName: string | null }> {
  const url = resolveUrl(path, query);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: headersFor(url, null, accessToken) });
  } catch {
    throw new ApiError({ status: 0, code: 'unpredicted', msg: '', authenticated: true });
  }
  if (!response.ok) throw toApiError(response.status, await readBody(response), true);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
