/**
 * MSW handlers typed by the endpoint table: `answer('inventory.sell', fixture)` answers the endpoint's
 * method and path with `{data}` in the wire's snake_case, the fixture checked against the endpoint's
 * response schema first (a fixture the server could not send fails the test).
 */
import { buildSiteConfig, toSnakeKeys } from '@tastydrop/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { endpoints, type EndpointName, type ResponseOf } from '../lib/api/endpoints';
import { responseSchemas } from '../lib/api/response-schemas';

const ORIGIN = 'http://localhost:3000';

type Reply<K extends EndpointName> = ResponseOf<K> | ((request: Request) => ResponseOf<K> | Promise<ResponseOf<K>>);

/** A handler answering the endpoint with the given response (or one computed from the request). */
export function answer<K extends EndpointName>(name: K, reply: Reply<K>) {
  const { method, path } = endpoints[name];
  const url = `${ORIGIN}/api${path}`;
  const resolver = async ({ request }: { request: Request }) => {
    const data = typeof reply === 'function' ? await (reply as (r: Request) => ResponseOf<K>)(request) : reply;
    const checked = responseSchemas[name].parse(data);
    return HttpResponse.json({ data: toSnakeKeys(checked) as JsonBodyType });
  };
  return method === 'GET' ? http.get(url, resolver) : http.post(url, resolver);
}

/** The JSON body a POST handler received, camelCased back. */
export async function bodyOf(request: Request): Promise<unknown> {
  return request.json();
}

/** The public site configuration, as the server builds it for the Dota variant with no sign-in providers. */
export const siteConfigHandler = http.get(`${ORIGIN}/api/v1/site-config`, () =>
  HttpResponse.json({ data: toSnakeKeys(buildSiteConfig({ game: 'dota', baseUrl: ORIGIN, authProviders: [] })) as JsonBodyType }),
);
