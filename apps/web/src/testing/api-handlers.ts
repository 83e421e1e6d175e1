/**
 * MSW handlers typed by the endpoint table: `answer(inventoryApi.sell, fixture)` answers the endpoint's
 * method and path with `{data}` in the wire's snake_case, the fixture checked against the endpoint's
 * response schema first (a fixture the server could not send fails the test).
 */
import { buildSiteConfig, toSnakeKeys } from '@tastydrop/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Endpoint, ResponseOf } from '../lib/api/endpoints';
import { responseSchemas } from '../lib/api/response-schemas';

const ORIGIN = 'http://localhost:3000';

type Reply<E extends Endpoint> = ResponseOf<E> | ((request: Request) => ResponseOf<E> | Promise<ResponseOf<E>>);
type Parser = { parse: (data: unknown) => unknown };

/** A handler answering the endpoint with the given response (or one computed from the request). */
export function answer<E extends Endpoint>(endpoint: E, reply: Reply<E>) {
  const { method, path, name } = endpoint;
  const [area, call] = name.split('.') as [string, string];
  const schema = (responseSchemas as unknown as Record<string, Record<string, Parser>>)[area]![call]!;
  // Paths under /api/ or /nitro-api/ are sent as they are, the others below /api (as the client does).
  const url = /^\/(api|nitro-api)\//.test(path) ? `${ORIGIN}${path}` : `${ORIGIN}/api${path}`;
  const resolver = async ({ request }: { request: Request }) => {
    const data = typeof reply === 'function' ? await (reply as (r: Request) => ResponseOf<E>)(request) : reply;
    const checked = schema.parse(data);
    return HttpResponse.json({ data: toSnakeKeys(checked) as JsonBodyType });
  };
  return method === 'GET' ? http.get(url, resolver) : method === 'PUT' ? http.put(url, resolver) : http.post(url, resolver);
}

/** The public site configuration, as the server builds it for the Dota variant with no sign-in providers. */
export const siteConfigHandler = http.get(`${ORIGIN}/api/v1/site-config`, () =>
  HttpResponse.json({ data: toSnakeKeys(buildSiteConfig({ game: 'dota', baseUrl: ORIGIN, authProviders: [] })) as JsonBodyType }),
);
