#!/usr/bin/env node
// The end-to-end run: the specs that play with their own accounts first (E2E_WORKERS at a time), then the
// specs that change what every visitor sees, one at a time (see playwright.config.ts). Both runs go
// to the end, each into its own output folder, so a failure in the first hides nothing of the second;
// the exit code is the worse of the two. Extra arguments (a spec file, --grep) go to both runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const extra = process.argv.slice(2);
const outputRoot = process.env.E2E_OUTPUT_DIR ?? 'test-results';

function run(name, projects) {
  const args = ['playwright', 'test', ...projects.flatMap((p) => ['--project', p]), '--pass-with-no-tests', ...extra];
  const env = { ...process.env, E2E_OUTPUT_DIR: path.join(outputRoot, name) };
  return spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
}

const ownAccounts = run('own-accounts', ['chromium', 'cs']);
const siteWide = run('site-wide', ['site-wide']);
process.exit(ownAccounts || siteWide);
