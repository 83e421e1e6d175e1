import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/platform/db/data-dir-lock.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

/** Runs an operator command as `npm run ops` does: from the server's folder, with npm's INIT_CWD naming the caller's. */
function ops(callerDir: string, env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, ['src/bootstrap/ops.ts', ...args], { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', INIT_CWD: callerDir, LOG_LEVEL: 'silent', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('operator commands on the embedded database', () => {
  it('read a relative DATA_DIR from where the operator ran npm, and refuse a folder another process holds', async () => {
    const caller = mkdtempSync(path.join(tmpdir(), 'tastydrop-ops-'));
    const done = await ops(caller, { DATA_DIR: './data-site' }, 'maintenance', 'status');
    expect(done.stderr).toBe('');
    expect(done).toMatchObject({ code: 0, stdout: 'maintenance: off\n' });
    expect(existsSync(path.join(caller, 'data-site', 'pglite'))).toBe(true);
    expect(existsSync(path.join(serverDir, 'data-site'))).toBe(false);

    // A running site holds its folder: the command says so instead of opening a second copy of the database.
    const release = lockDataDir(path.join(caller, 'data-site'));
    try {
      const refused = await ops(caller, { DATA_DIR: './data-site' }, 'maintenance', 'on');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`уже открыта процессом ${process.pid}`);
    } finally {
      release();
    }
  }, 120_000);
});
