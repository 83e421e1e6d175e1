import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { camelizeRequest } from './serializer.js';
import type { App } from './types.js';

/** The most fields and the longest field a form body may carry; a form with a file is refused. */
const FORM_LIMITS = { fields: 16, fieldSize: 4096, files: 0, fileSize: 0, parts: 16 };

/**
 * Routes that also read form bodies, `application/x-www-form-urlencoded` and `multipart/form-data`
 * (the calls the browser sends as forms and the sandbox checkout form), as plain fields in
 * `req.body`. Everywhere else a form body is refused, so a cross-site form cannot reach the API.
 */
export function withFormBodies(app: App, routes: (scope: App) => void): void {
  void app.register(async (scope) => {
    await scope.register(formbody);
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: FORM_LIMITS, throwFileSizeLimit: true });
    // The multipart fields arrive after the app's own key conversion has run: convert them too.
    scope.addHook('preValidation', camelizeRequest);
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
