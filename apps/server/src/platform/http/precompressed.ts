import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer that is the same for many requests, compressed once for each encoding a browser asks for
 * (lazily, on first use) instead of once per request by the compression hook.
 */
export interface Precompressed {
  readonly body: string;
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

/** Bodies this small are sent as they are (the compression hook's threshold). */
const MIN_COMPRESSED_BYTES = 1024;

/** `brotliQuality`: 9 for an answer sent many times; less where many different bodies are compressed once each. */
export function precompressed(body: string, brotliQuality = 9): Precompressed {
  const cache: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    body,
    encoded(encoding) {
      cache[encoding] ??=
        encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipSync(body, { level: 9 });
      return cache[encoding];
    },
  };
}

/** The encoding to answer in: brotli, else gzip, else none, as the request's Accept-Encoding allows. */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Sends `answer` in the encoding the browser accepts (the compression hook leaves an encoded body alone). */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, answer: Precompressed): FastifyReply {
  if (!reply.hasHeader('vary')) void reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding || answer.body.length < MIN_COMPRESSED_BYTES) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
