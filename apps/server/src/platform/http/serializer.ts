import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { ZodType } from 'zod';
import { toCamelKeys, toSnakeKeys } from '@tastydrop/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The one place where responses take their wire form: stripped to the declared
 * schema, keys turned to snake_case and wrapped as `{"data": …}`.
 */
export const envelopeSerializerCompiler: FastifySerializerCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ResponseShapeError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    return JSON.stringify({ data: toSnakeKeys(result.data) });
  };

class ResponseShapeError extends Error {
  constructor(detail: string) {
    super(`Response does not match its schema: ${detail}`);
    this.name = 'ResponseShapeError';
  }
}

/** The one place where request keys take their code form: snake_case wire keys to camelCase. */
export async function camelizeRequest(request: FastifyRequest): Promise<void> {
  if (request.body && typeof request.body === 'object') request.body = toCamelKeys(request.body);
  if (request.query && typeof request.query === 'object') {
    // `caseStatuses[]=a&caseStatuses[]=b` arrives with the brackets in the key.
    const query: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(request.query)) query[key.replace(/\[\]$/, '')] = value;
    request.query = toCamelKeys(query);
  }
}
