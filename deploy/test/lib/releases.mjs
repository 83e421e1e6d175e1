// The two releases of the upgrade: the previous one (the commit before the newest migration, checked
// out with `git worktree`) and the current one, each laid out as install.sh lays out
// /opt/tastydrop/releases/<commit>: the built server bundle, its migrations and its dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { mustRunAsync, run } from './proc.mjs';

const git = (root, ...args) => run('git', ['-C', root, ...args]).trim();

/** The commit before the newest migration was added: the release that upgrade runs its migration for. */
export function previousReleaseCommit(root) {
  if (process.env.DEPLOY_TEST_PREVIOUS) return git(root, 'rev-parse', '--verify', `${process.env.DEPLOY_TEST_PREVIOUS}^{commit}`);
  const added = git(root, 'log', '-1', '--diff-filter=A', '--format=%H', 'HEAD', '--', 'apps/server/drizzle/*.sql');
  if (!added) throw new Error('no commit adds a migration: set DEPLOY_TEST_PREVIOUS');
  return git(root, 'rev-parse', '--verify', `${added}^`);
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

/**
 * The releases of the upgrade. `current` is the tree itself when its bundle is fresh (CI built it),
 * else HEAD checked out and built; `previous` is always checked out and built.
 */
export async function prepareReleases(root, workDir) {
  const previousCommit = previousReleaseCommit(root);
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
  const fresh = !process.env.DEPLOY_TEST_CURRENT && treeBundleFresh(root);
  const built = await Promise.allSettled([
    build(previousCommit, 'release-previous'),
    fresh ? Promise.resolve(root) : build(headCommit, 'release-current'),
  ]);
  const failed = built.find((b) => b.status === 'rejected');
  if (failed) {
    cleanup();
    throw failed.reason;
  }
  const [previous, current] = built.map((b) => b.value);
  // The web build is static files: the tree's own when it has one (CI builds it before this test).
  const webDist = path.join(root, 'apps/web/dist');
  if (current !== root && existsSync(webDist)) {
    rmSync(path.join(current, 'apps/web/dist'), { recursive: true, force: true });
    symlinkSync(webDist, path.join(current, 'apps/web/dist'));
  }
  return {
    previous: { dir: previous, commit: previousCommit },
    current: { dir: current, commit: fresh ? `${headCommit} (the tree's build)` : headCommit },
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
