import type { FastifyError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IDENTITY_FILE_MAX_BYTES, IdentityCheckState, IdentityUploadParams, Ok } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import { errorHandler } from '../../platform/http/error-handler.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { UploadedFile } from '../../platform/http/uploaded-file.js';
import { identityKey } from './file-cipher.js';
import { getIdentityState } from './identity-checks.js';
import { submitIdentityFile } from './submit-file.js';

/** Uploads per minute per player (ours): two files and a few retries. */
const UPLOADS_PER_MINUTE = 10;


/** Fastify's refusals of an upload body, in the check's own words. */
function uploadError(error: FastifyError): FastifyError | AppError {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('identity_file_too_large');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new AppError('identity_file_invalid');
  return error;
}

/** The player's identity check: its state, and the two files it asks for (docs/decisions/060-identity-checks.md). */
export function identityRoutes(app: App, deps: ModuleDeps): void {
  app.get('/api/v1/identity', { onRequest: deps.requireAuth, schema: { response: { 200: IdentityCheckState } } }, (req) =>
    getIdentityState(deps.db, authOf(req).userId),
  );

  // Each file comes as its own bytes (the type is read from the content); only this scope reads such bodies.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: IDENTITY_FILE_MAX_BYTES },
      (_req, body, done) => done(null, new UploadedFile(body as Buffer)),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => errorHandler(uploadError(error) as FastifyError, request, reply));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/identity/files/:kind',
      { onRequest: deps.requireAuth, config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } }, schema: { params: IdentityUploadParams, response: { 200: Ok } } },
      async (req) => {
        if (!(req.body instanceof UploadedFile)) throw new AppError('identity_file_invalid');
        await submitIdentityFile(deps.db, identityKey(deps.config), authOf(req).userId, req.params.kind, req.body.bytes);
        return { ok: true as const };
      },
    );
  });
}
