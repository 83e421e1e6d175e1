import formbody from '@fastify/formbody';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './types.js';

/**
 * Routes that also read `application/x-www-form-urlencoded` bodies (the calls the browser sends as forms and the sandbox
 * checkout form). Everywhere else a form body is refused, so a cross-site form cannot reach the API.
 */
export function withFormBodies(app: App, routes: (scope: App) => void): void {
  void app.register(async (scope) => {
    await scope.register(formbody);
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
