import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { camelToSnake, toSnakeKeys, type ErrorBody } from '@tastydrop/domain';
import { connectionLost } from '../db/connection-lost.js';
import { causeChain, isRetryableConflict } from '../db/transaction.js';
import { AppError, messageFor } from '../../core/app-error.js';

export function errorBody(error: AppError): ErrorBody {
  return { code: error.code, msg: error.message, parameters: toSnakeKeys(error.parameters) };
}

/** Failing fields by path, named as on the wire (snake_case). */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).map(camelToSnake).join('.');
    fields[path || '(root)'] ??= v.message ?? 'invalid';
  }
  return fields;
}

/** Maps any thrown error to the catalogue; 5xx details are logged, never sent. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error, request);
  void reply.status(appError.status).type('application/json').send(JSON.stringify(errorBody(appError)));
}

/** The catalogue error a thrown error stands for (logging what is unexpected). */
export function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  let appError: AppError;
  const wrapped = wrappedAppError(error);
  if (wrapped) {
    appError = wrapped;
  } else if (isConnectionWaitTimeout(error)) {
    // No database connection came free within the bound: the player may try again.
    request.log.warn({ err: error }, 'database connection wait timed out');
    appError = new AppError('busy');
  } else if (connectionLost(error)) {
    // The database connection broke or could not be made (a backend ended, a restart): the work rolled back
    // (or, if the commit itself was cut off, may have committed); the player may try again.
    request.log.warn({ err: error }, 'database connection lost');
    appError = new AppError('busy');
  } else if (error.validation) {
    appError = new AppError('validation', { fields: validationFields(error), in: error.validationContext });
  } else if (isRetryableConflict(error)) {
    // A deadlock or serialization failure outside withTransaction: the player may simply try again.
    request.log.warn({ err: error }, 'transaction conflict');
    appError = new AppError('busy');
  } else if (error.statusCode === 429) {
    appError = new AppError('rate_limited');
  } else if (error.statusCode === 404) {
    appError = new AppError('route_not_found');
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Bad JSON, empty body, wrong content type, body too large and the like.
    appError = new AppError('validation', { fields: { body: messageFor('validation') }, reason: error.code });
  } else {
    request.log.error({ err: error }, 'unhandled error');
    appError = new AppError('unpredicted');
  }
  if (appError.status >= 500 && appError.code !== 'unpredicted') request.log.warn({ code: appError.code }, 'service error');
  return appError;
}

/** The catalogue error thrown, itself or under a driver's wrapper (a query that could not get the connection answers `busy`). */
function wrappedAppError(error: unknown): AppError | undefined {
  for (const e of causeChain(error)) if (e instanceof AppError) return e;
  return undefined;
}

/** node-postgres's pool gave up waiting for a free connection (`connectionTimeoutMillis`). */
function isConnectionWaitTimeout(error: unknown): boolean {
  return [...causeChain(error)].some((e) => e instanceof Error && /^timeout exceeded when trying to connect$/i.test(e.message));
}
