import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateDatabase } from '../src/platform/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) that each test database starts from; null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

/**
 * Global setup of the server tests: on PGlite, creating a cluster costs seconds and migrating it more,
 * so this migrates one database once and every test database loads a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return async () => {};
  }
  const database = await createDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const file = path.join(tmpdir(), `tastydrop-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
