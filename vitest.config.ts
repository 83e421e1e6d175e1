import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core, at least two: the default (cores - 1) runs the server files one by one on two cores.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default', './test/slowest-files-reporter.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          setupFiles: ['test/fail-on-console-error.ts'],
          // Statistical tests roll hundreds of thousands of times: room for a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          setupFiles: ['test/fail-on-console-error.ts'],
          globalSetup: ['apps/server/test/pglite-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // On PGlite (npm test) files share a worker's module cache: importing the whole server once per
          // worker instead of once per file saves minutes, and every file builds and closes its own app and
          // database. The PostgreSQL pass keeps a process per file: after the server-process tests, which
          // run only there, a later file in the same worker fails (push-notifications' "gone" subscription).
          isolate: Boolean(process.env.DATABASE_URL),
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          setupFiles: ['test/fail-on-console-error.ts'],
          // Plain functions and stores without a DOM: files share a worker's module cache. Importing the web
          // modules again for every file was four fifths of this project's time (the tests pass in any order).
          isolate: false,
        },
      },
      {
        test: {
          // Components rendered with the real texts and query client, the network answered by MSW.
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['test/fail-on-console-error.ts', 'apps/web/src/testing/setup-component-tests.ts'],
        },
      },
    ],
  },
});
