import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** One endpoint. `Request` is the query of a GET or the body of a POST; the two type slots are never set at run time. */
export interface Endpoint<Name extends string = string, Path extends string = string, Request = unknown, Response = unknown> {
  /** `area.call`: names the endpoint in errors and picks its schema in development. */
  readonly name: Name;
  readonly method: HttpMethod;
  readonly path: Path;
  /** The endpoint needs the session: its `authentication` failures end the session. */
  readonly auth: boolean;
  /**
   * The request field holding a key the server honours once (a repeat with the same key changes nothing):
   * such a call is safe to send again, as a GET is.
   */
  readonly idempotencyKey?: string;
  /** The body goes out as form data (multipart) rather than JSON. */
  readonly form?: boolean;
  readonly request?: Request;
  readonly response?: Response;
}

type Schema = z.ZodType;
/**
 * What the caller sends: the schema's parsed form (the server's coercions read query strings; the
 * client sends the typed values), a Blob for a call whose body is a file, `void` for a call without a request.
 */
type In<S> = S extends Schema ? (z.output<S> extends Blob ? Blob : Loosen<z.output<S>>) : void;

/** Keys whose value may be undefined may also be left out (an optional query filter is simply not sent). */
type Loosen<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] }
    : T;

/** What an endpoint declares beyond its method and path. */
interface EndpointOptions {
  idempotencyKey?: string;
  form?: boolean;
}

/** Declares an endpoint whose response (and request) types are read from the domain's wire schemas. */
export function endpoint<Res extends Schema, Req extends Schema | void = void>() {
  return <Name extends string, Path extends string>(name: Name, method: HttpMethod, path: Path, auth = false, options: EndpointOptions = {}): Endpoint<Name, Path, In<Req>, z.output<Res>> => ({
    name,
    method,
    path,
    auth,
    ...options,
  });
}

export type RequestOf<E extends Endpoint> = NonNullable<E['request']>;
export type ResponseOf<E extends Endpoint> = NonNullable<E['response']>;

/** The response schema of every call of an area: the typecheck fails when a schema and its endpoint disagree. */
export type ResponseSchemasOf<Api> = { [K in keyof Api]: z.ZodType<Api[K] extends Endpoint ? ResponseOf<Api[K]> : never> };
