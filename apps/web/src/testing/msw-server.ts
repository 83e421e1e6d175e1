import { setupServer } from 'msw/node';
import { siteConfigHandler } from './api-handlers';

/**
 * The network of component tests: every call must have a handler (`server.use` in the test). The site
 * configuration, which the shell asks for wherever it draws the game's name or logo, is answered by
 * default as the Dota site's; a test about another site puts its own first.
 */
export const server = setupServer(siteConfigHandler);
