#!/usr/bin/env node
// `npm start`: installs dependencies if needed, builds what is stale, then runs the site.
// Uses only Node's standard library so it works before `npm install` has run.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const at = (...p) => path.join(root, ...p);

if (newestMtime(at('package-lock.json')) > newestMtime(at('node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies…');
  run(['install', '--no-audit', '--no-fund']);
}

const sources = Math.max(
  newestMtime(at('packages', 'domain', 'src')),
  newestMtime(at('apps', 'server', 'src')),
  newestMtime(at('apps', 'web', 'src')),
  newestMtime(at('apps', 'web', 'index.html')),
);
const built = Math.min(newestMtime(at('apps', 'server', 'dist', 'main.js')), newestMtime(at('apps', 'web', 'dist', 'index.html')));
if (built === 0 || sources > built) {
  console.log('Building…');
  run(['run', 'build']);
}

const server = spawn(process.execPath, [at('apps', 'server', 'dist', 'main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
