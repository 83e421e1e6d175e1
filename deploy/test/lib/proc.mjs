// Processes of the deployment test: commands that must succeed, and long-running services whose output
// goes to a log file. Every service started is remembered so the test can end exactly those.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command to its end; throws with its output when it fails. Returns stdout. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${result.stdout ?? ''}${result.stderr ?? ''}`.trim());
  }
  return result.stdout ?? '';
}

/** Runs a command as another user (runuser, as systemd's User= would). */
export function runAs(user, command, args, options = {}) {
  return run('runuser', ['-u', user, '--', command, ...args], options);
}

/** Runs a command to its end without blocking the event loop; resolves { code, stdout, stderr }. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export async function mustRunAsync(command, args, options = {}) {
  const result = await runAsync(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.code}:\n${result.stdout}${result.stderr}`.trim());
  return result.stdout;
}

const services = new Set();

/** A long-running process with its output in `logFile`. */
export class Service {
  constructor(name, command, args, { logFile, env = process.env, cwd, uid, gid } = {}) {
    Object.assign(this, { name, command, args, logFile, env, cwd, uid, gid });
    this.child = null;
    this.exited = null;
  }

  start() {
    const fd = openSync(this.logFile, 'a');
    const child = spawn(this.command, this.args, {
      env: this.env,
      cwd: this.cwd,
      uid: this.uid,
      gid: this.gid,
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    this.child = child;
    services.add(this);
    this.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        services.delete(this);
        resolve({ code, signal });
      });
    });
    child.on('error', (error) => {
      this.error = error;
    });
    return this;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid() {
    return this.child?.pid;
  }

  /** Sends `signal` and waits for the exit; after `timeoutMs` sends SIGKILL. */
  async stop(signal = 'SIGTERM', timeoutMs = 60_000) {
    if (!this.running) return this.exited;
    this.child.kill(signal);
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    const result = await this.exited;
    clearTimeout(timer);
    return result;
  }

  /** The last `lines` lines of the log. */
  tail(lines = 40) {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}

/** Ends every service this test started and that still runs. */
export async function stopAllServices() {
  await Promise.all([...services].map((s) => s.stop('SIGKILL', 5000)));
}

/** An error that ends a wait at once (the process waited for has died). */
export class Fatal extends Error {}

/** Polls `check` (truthy = done) every `everyMs` until `timeoutMs`; throws `what` on timeout. */
export async function waitFor(what, check, { timeoutMs = 60_000, everyMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error instanceof Fatal) throw error;
      last = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${last.message})` : ''}`);
}
