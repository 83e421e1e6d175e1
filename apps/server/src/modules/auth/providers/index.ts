export { createAuthProviders, type AuthProviders, type AuthProvidersOptions } from './auth-providers.js';
export { providerRoutes } from './routes.js';
