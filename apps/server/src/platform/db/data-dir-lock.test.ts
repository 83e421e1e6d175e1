import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const releases: (() => void)[] = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'tastydrop-lock-'));

describe('the embedded database folder lock', () => {
  it('refuses a second open of a held folder, in this process or from another living one', async () => {
    const dir = freshDir();
    releases.push(lockDataDir(dir));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);

    const other = freshDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(other, 'tastydrop.lock'), String(sleeper.pid));
      expect(() => lockDataDir(other)).toThrow(`База данных в ${other} уже открыта процессом ${sleeper.pid}`);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a process that died, and frees the folder on release', async () => {
    const dir = freshDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(path.join(dir, 'tastydrop.lock'), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'tastydrop.lock'), 'utf8')).toBe(String(process.pid));
    release();
    releases.push(lockDataDir(dir));
  });
});
