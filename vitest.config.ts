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
          // Files share a worker's module cache: importing the whole server once per worker instead of once
          // per file saves minutes. Safe because every file builds its own app and database through the
          // helpers and closes them, and none mutates module state it does not restore.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['test/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
