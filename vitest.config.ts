import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Files under `dir` (recursively) whose names end with `suffix`, relative to the repository root. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

/**
 * Component test files that replace a module (`vi.mock`): a replaced module cannot be shared with files
 * that import the real one, so these run each in its own module registry; the rest share their worker's.
 */
const MOCKING_COMPONENT_TESTS = filesUnder('apps/web/src', '.test.tsx').filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

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
          exclude: MOCKING_COMPONENT_TESTS,
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['test/fail-on-console-error.ts', 'apps/web/src/testing/setup-component-tests.ts'],
          // Files share their worker's modules and page: importing React, the texts and the app again for
          // every file was most of this project's time. The setup puts every store, the session and the
          // storage back after each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-components-mocking',
          include: MOCKING_COMPONENT_TESTS,
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['test/fail-on-console-error.ts', 'apps/web/src/testing/setup-component-tests.ts'],
        },
      },
    ],
  },
});
