import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.js';

/** The deepest JSON a request may send; the API's own bodies nest a few levels at most. */
const MAX_JSON_DEPTH = 32;

/**
 * Text PostgreSQL cannot store: a NUL character, or half of a UTF-16 surrogate pair (it cannot be
 * written as UTF-8, so `text` and `jsonb` refuse it).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The location of the first string (value or key) PostgreSQL cannot store, or null. Iterative: no recursion. */
function findUnstorableText(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}.${i}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** Whether a parsed JSON value nests deeper than `max`. Iterative: a hostile depth cannot overflow the stack. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current)) stack.push([item, depth + 1]);
  }
  return false;
}

/**
 * JSON bodies: an empty body reads as no body (the route's schema decides whether that is allowed), and a body
 * nested deeper than MAX_JSON_DEPTH is refused before anything walks it.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) return done(new AppError('validation', { fields: { body: `nested deeper than ${MAX_JSON_DEPTH}` } }));
      done(null, value);
    });
  });
}

/**
 * preValidation, for every route in one place: no NUL character and no unpaired surrogate anywhere in
 * the path parameters, the query or the body, so no such text reaches the database.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findUnstorableText(value, part);
    if (path !== null) throw new AppError('validation', { fields: { [path]: 'contains a NUL character or an unpaired surrogate' } });
  }
}
