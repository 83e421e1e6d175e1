// The two releases of the upgrade: the previous one (the commit before the newest migration, checked
// out with `git worktree`) and the current one, each laid out as install.sh lays out
// /opt/tastydrop/releases/<commit>: the built server bundle, its migrations and its dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { mustRunAsync, run } from './proc.mjs';

const git = (root, ...args) => run('git', ['-C', root, ...args]).trim();

/**
 * The releases the upgrade may start from, best first: the commit before the newest migration was added, then
 * the commits before the next older ones (a commit inside a series may not build on its own; the first that
 * builds is the previous release, and the upgrade runs every migration added since).
 */
function previousReleaseCommits(root) {
  if (process.env.DEPLOY_TEST_PREVIOUS) return [git(root, 'rev-parse', '--verify', `${process.env.DEPLOY_TEST_PREVIOUS}^{commit}`)];
  const added = git(root, 'log', '-4', '--diff-filter=A', '--format=%H', 'HEAD', '--', 'apps/server/drizzle/*.sql').split('\n').filter(Boolean);
  if (added.length === 0) throw new Error('no commit adds a migration: set DEPLOY_TEST_PREVIOUS');
  return added.map((commit) => git(root, 'rev-parse', '--verify', `${commit}^`)).filter((commit) => migrationsComplete(root, commit));
}

/**
 * Whether every migration file of `commit` is in its journal and every journal entry has its file: a commit inside a
 * series may hold a file its journal does not list yet, or a journal already naming a file committed just after.
 */
function migrationsComplete(root, commit) {
  const files = git(root, 'ls-tree', '--name-only', commit, 'apps/server/drizzle/')
    .split('\n')
    .map((f) => path.basename(f))
    .filter((f) => f.endsWith('.sql'));
  const journal = JSON.parse(git(root, 'show', `${commit}:apps/server/drizzle/meta/_journal.json`));
  const listed = new Set(journal.entries.map((e) => `${e.tag}.sql`));
  const present = new Set(files);
  return files.every((f) => listed.has(f)) && [...listed].every((f) => present.has(f));
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

/** Whether the tree's own server bundle is newer than every source it is built from (CI builds it first). */
function treeBundleFresh(root) {
  const bundle = newestMtime(path.join(root, 'apps/server/dist/main.js'));
  const sources = Math.max(newestMtime(path.join(root, 'apps/server/src')), newestMtime(path.join(root, 'packages/domain/src')));
  return bundle > 0 && bundle > sources && git(root, 'status', '--porcelain', '--', 'apps/server/src', 'apps/server/drizzle', 'packages/domain/src') === '';
}

/**
 * node_modules for a checkout: links to the tree's installed packages, the workspace packages linked to
 * the checkout's own (so its bundle has its own domain code).
 */
function linkDependencies(root, dir) {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@tastydrop'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@tastydrop') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, where] of [['domain', 'packages/domain'], ['server', 'apps/server'], ['web', 'apps/web']]) {
    symlinkSync(path.join(dir, where), path.join(modules, '@tastydrop', name));
  }
}

async function buildServer(root, dir) {
  await mustRunAsync(process.execPath, [path.join(root, 'node_modules/tsup/dist/cli-default.js')], {
    cwd: path.join(dir, 'apps/server'),
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Checks `commit` out into `dir` and builds its server; returns the release directory. */
async function checkoutRelease(root, commit, dir) {
  run('flock', ['/tmp/td-git.lock', 'git', '-C', root, 'worktree', 'add', '--detach', '--force', dir, commit]);
  if (git(root, 'diff', '--name-only', commit, 'HEAD', '--', 'package-lock.json') !== '') {
    await mustRunAsync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir });
  } else {
    linkDependencies(root, dir);
  }
  await buildServer(root, dir);
  return dir;
}

/** What a release runs from: the server bundle and its migrations, the web build. */
const RELEASE_PARTS = ['package.json', 'apps/server/package.json', 'apps/server/dist', 'apps/server/drizzle', 'apps/web/dist'];

/** A copy of the tree's own build, laid out as a release (install.sh never runs a mutable tree either). */
function snapshotTree(root, dir) {
  for (const part of RELEASE_PARTS) {
    const from = path.join(root, part);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(dir, part)), { recursive: true });
    run('cp', ['-a', from, path.join(dir, part)]);
  }
  linkDependencies(root, dir);
  return dir;
}

/**
 * The releases of the upgrade, each in its own directory under `workDir`: `previous` checked out and
 * built; `current` a copy of the tree's build in CI (which builds it just before), else HEAD (or
 * DEPLOY_TEST_CURRENT) checked out and built, so a shared tree being edited and rebuilt meanwhile
 * changes nothing under the running nodes.
 */
export async function prepareReleases(root, workDir) {
  const candidates = previousReleaseCommits(root);
  const headCommit = git(root, 'rev-parse', '--verify', `${process.env.DEPLOY_TEST_CURRENT ?? 'HEAD'}^{commit}`);
  const worktrees = [];
  const build = async (commit, name) => {
    const dir = path.join(workDir, name);
    worktrees.push(dir);
    return checkoutRelease(root, commit, dir);
  };
  const cleanup = () => {
    for (const dir of worktrees) {
      try {
        run('flock', ['/tmp/td-git.lock', 'git', '-C', root, 'worktree', 'remove', '--force', dir]);
      } catch {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    run('flock', ['/tmp/td-git.lock', 'git', '-C', root, 'worktree', 'prune']);
  };
  const fromTree = Boolean(process.env.CI) && !process.env.DEPLOY_TEST_CURRENT && treeBundleFresh(root);
  let previousCommit = candidates[0];
  const buildPrevious = async () => {
    for (const [index, commit] of candidates.entries()) {
      try {
        previousCommit = commit;
        return await build(commit, index === 0 ? 'release-previous' : `release-previous-${index}`);
      } catch (error) {
        if (index === candidates.length - 1) throw error;
        console.log(`deploy test: ${commit.slice(0, 8)} does not build on its own; the upgrade starts from the release before`);
      }
    }
    throw new Error('no previous release');
  };
  const built = await Promise.allSettled([
    buildPrevious(),
    fromTree ? Promise.resolve(snapshotTree(root, path.join(workDir, 'release-current'))) : build(headCommit, 'release-current'),
  ]);
  const failed = built.find((b) => b.status === 'rejected');
  if (failed) {
    cleanup();
    throw failed.reason;
  }
  const [previous, current] = built.map((b) => b.value);
  // The web build is static files: a copy of the tree's own when the checkout has none.
  const webDist = path.join(root, 'apps/web/dist');
  if (!fromTree && existsSync(webDist)) {
    rmSync(path.join(current, 'apps/web/dist'), { recursive: true, force: true });
    run('cp', ['-a', webDist, path.join(current, 'apps/web/dist')]);
  }
  return {
    previous: { dir: previous, commit: previousCommit },
    current: { dir: current, commit: fromTree ? `${headCommit} (the tree's build)` : headCommit },
    cleanup,
  };
}

const readableBy = (user, file) => spawnSync('runuser', ['-u', user, '--', 'test', '-r', file], { stdio: 'ignore' }).status === 0;

/**
 * A release the app user can read: as it is when it can, else a copy under the work directory (files
 * hard-linked where the filesystem allows), for a tree whose parent folders the user cannot enter.
 */
export function readableRelease(root, release, workDir, name, user = 'tastydrop') {
  const probe = path.join(release.dir, 'node_modules/fastify/package.json');
  if (readableBy(user, path.join(release.dir, 'package.json')) && readableBy(user, probe)) return release;
  const dir = path.join(workDir, `${name}-readable`);
  for (const part of ['apps/server/dist', 'apps/server/drizzle', 'apps/server/package.json', 'apps/web/dist', 'package.json']) {
    const from = path.join(release.dir, part);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(dir, part)), { recursive: true });
    run('cp', ['-aL', from, path.join(dir, part)]);
  }
  const modules = path.join(root, 'node_modules');
  if (spawnSync('cp', ['-al', modules, path.join(dir, 'node_modules')], { stdio: 'ignore' }).status !== 0) run('cp', ['-a', modules, path.join(dir, 'node_modules')]);
  run('chmod', ['-R', 'a+rX', dir]);
  return { ...release, dir };
}
