import { setupServer } from 'msw/node';

/** The network of component tests: every call must have a handler (`server.use` in the test). */
export const server = setupServer();
