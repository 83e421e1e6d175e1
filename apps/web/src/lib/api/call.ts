/**
 * The typed client: `callApi('cases.detail', { params: { slug } })` sends the call of the endpoint
 * table and returns its response type. In development and tests every answer is checked against the
 * endpoint's wire schema and a mismatch throws `ResponseSchemaError`; production skips the check
 * (and the schemas are not in its bundle).
 */
import { apiRequest } from '../api-client';
import { endpoints, type EndpointName, type RequestOf, type ResponseOf } from './endpoints';

/** The `:name` placeholders of a path. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type PathOf<K extends EndpointName> = (typeof endpoints)[K]['path'];
type ParamsArg<K extends EndpointName> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<PathOf<K>>, string | number> };
type RequestArg<K extends EndpointName> = [RequestOf<K>] extends [void] ? { request?: never } : { request: RequestOf<K> };

export type CallArgs<K extends EndpointName> = ParamsArg<K> & RequestArg<K> & { signal?: AbortSignal };
type MaybeArgs<K extends EndpointName> = object extends CallArgs<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>];

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

async function checkResponse(name: EndpointName, data: unknown): Promise<void> {
  const { responseSchemas } = await import('./response-schemas');
  const result = responseSchemas[name].safeParse(data);
  if (result.success) return;
  const { method, path } = endpoints[name];
  const problems = result.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  throw new ResponseSchemaError(`${method} ${path} (${name})`, problems);
}

/** Calls one endpoint of the table; resolves with its camelCased, unwrapped `data`. */
export async function callApi<K extends EndpointName>(name: K, ...[args]: MaybeArgs<K>): Promise<ResponseOf<K>> {
  const { method, path, auth } = endpoints[name];
  const { params, request, signal } = (args ?? {}) as { params?: Record<string, string | number>; request?: object; signal?: AbortSignal };
  const url = fillPath(path, params);
  const data = await apiRequest<ResponseOf<K>>(url, {
    method,
    auth,
    signal,
    ...(method === 'GET' ? { query: request } : { body: request ?? {} }),
  });
  // Vite replaces the flag with false in production builds, which drops the check and its schemas.
  if (import.meta.env.DEV) await checkResponse(name, data);
  return data;
}
