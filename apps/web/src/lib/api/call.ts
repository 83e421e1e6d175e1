/**
 * The typed client: `callApi(casesApi.detail, { params: { slug } })` sends the call an endpoint of
 * the table describes and returns its response type. In development and tests every answer is
 * checked against the endpoint's wire schema and a mismatch throws `ResponseSchemaError`;
 * production skips the check (and the schemas are not in its bundle).
 */
import { apiRequest } from '../api-client';
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

export type CallArgs<E extends Endpoint> = ParamsArg<E> & RequestArg<E> & { signal?: AbortSignal };
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

/** Calls one endpoint of the table; resolves with its camelCased, unwrapped `data`. */
export async function callApi<E extends Endpoint>(endpoint: E, ...[args]: MaybeArgs<E>): Promise<ResponseOf<E>> {
  const { method, path, auth } = endpoint;
  const { params, request, signal } = (args ?? {}) as { params?: Record<string, string | number>; request?: object; signal?: AbortSignal };
  const data = await apiRequest<ResponseOf<E>>(fillPath(path, params), {
    method,
    auth,
    signal,
    ...(method === 'GET' ? { query: request } : { body: request ?? {} }),
  });
  // Vite replaces the flag with false in production builds, which drops the check and its schemas.
  if (import.meta.env.DEV) await checkResponse(endpoint, data);
  return data;
}
