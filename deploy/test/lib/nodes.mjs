// App nodes started exactly as deploy/systemd/tastydrop@.service starts them: its ExecStart, its
// Environment= lines and EnvironmentFile, its User and WorkingDirectory; only the paths move
// (/opt/tastydrop/current to a release directory, /var/lib/tastydrop and /etc/tastydrop to the test's).
import { chownSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from './http.mjs';
import { run, Service, sleep } from './proc.mjs';
import { onHost } from './world.mjs';

/** The unit's settings that make the process: ExecStart, Environment, EnvironmentFile, User, WorkingDirectory. */
export function readUnit(file) {
  const unit = { environment: [], environmentFiles: [] };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (!m) continue;
    const [, key, value] = m;
    if (key === 'ExecStart') unit.execStart = value.split(/\s+/);
    else if (key === 'Environment') unit.environment.push(value);
    else if (key === 'EnvironmentFile') unit.environmentFiles.push(value);
    else if (key === 'User') unit.user = value;
    else if (key === 'WorkingDirectory') unit.workingDirectory = value;
  }
  return unit;
}

/** systemd's environment file: KEY=value a line, # comments, optional quotes around the value. */
export function readEnvironmentFile(file) {
  const env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2].trim();
    if (/^".*"$/.test(value) || /^'.*'$/.test(value)) value = value.slice(1, -1);
    env[m[1]] = value;
  }
  return env;
}

export class AppNode {
  /**
   * `name`: node1…; `host`: its namespace; `address`/`port`: where it listens (the instance is the port);
   * `envFile`: the rendered tastydrop.env of its host; `stateRoot`: stands for /var/lib/tastydrop.
   */
  constructor({ name, host, address, port, unitFile, envFile, stateRoot, logDir, overrides = {} }) {
    Object.assign(this, { name, host, address, port, unitFile, envFile, stateRoot, logDir, overrides });
    this.service = null;
    this.release = null;
  }

  /** Starts the process of `release` (a directory laid out like /opt/tastydrop/releases/<commit>). */
  start(release) {
    const unit = readUnit(this.unitFile);
    const instance = String(this.port);
    const place = (text) =>
      text
        .replaceAll('%i', instance)
        .replaceAll('/opt/tastydrop/current', release.dir)
        .replaceAll('/var/lib/tastydrop', this.stateRoot);
    const env = { PATH: '/usr/local/bin:/usr/bin:/bin' };
    for (const file of unit.environmentFiles) {
      if (file.replace(/^-/, '') !== '/etc/tastydrop/tastydrop.env') throw new Error(`the unit reads ${file}: teach the test where it is`);
      Object.assign(env, readEnvironmentFile(this.envFile));
    }
    for (const assignment of unit.environment) {
      const [key, ...rest] = place(assignment).split('=');
      env[key] = rest.join('=');
    }
    Object.assign(env, this.overrides);
    const uid = Number(run('id', ['-u', unit.user]).trim());
    const gid = Number(run('id', ['-g', unit.user]).trim());
    mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o750 });
    chownSync(env.DATA_DIR, uid, gid);
    const [command, ...args] = unit.execStart.map(place);
    this.release = release;
    this.service = new Service(this.name, ...onHost(this.host, unit.user, command, args), {
      logFile: path.join(this.logDir, `${this.name}.log`),
      env,
      cwd: place(unit.workingDirectory),
    }).start();
    return this;
  }

  get url() {
    return `http://${this.address}:${this.port}`;
  }

  async readyz() {
    return request('GET', `${this.url}/readyz`, { timeoutMs: 5000 });
  }

  async waitReady(timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.service.running) throw new Error(`${this.name} exited:\n${this.service.tail()}`);
      if ((await this.readyz()).status === 200) return;
      await sleep(250);
    }
    throw new Error(`${this.name} not ready after ${timeoutMs} ms:\n${this.service.tail()}`);
  }

  /** systemctl stop: SIGTERM, the node drains and exits. */
  async stop() {
    return this.service.stop('SIGTERM', 90_000);
  }

  /** kill -9. */
  async kill() {
    return this.service.stop('SIGKILL');
  }

  /** The node's JSON log lines. */
  logLines() {
    return readFileSync(this.service.logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          return { unparsed: line };
        }
      });
  }
}
