import type { FastifyRequest } from 'fastify';

const SECRET_PARAM = /token|code|state|sig|password|secret|key|assoc_handle|openid\.identity|claimed_id/i;

/** A URL safe to log: the values of secret-looking query parameters are masked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** Request logs carry no tokens, cookies or passwords. */
export const requestSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    };
  },
};
