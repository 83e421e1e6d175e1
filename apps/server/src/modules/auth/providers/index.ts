export { createAuthProviders } from './auth-providers.js';
export { providerRoutes } from './routes.js';
