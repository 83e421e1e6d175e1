import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'tastydrop.lock';
/** The lock files this process holds: a second open of one from this process is refused as well. */
const held = new Set<string>();

/** Another living process holds the embedded database's folder. */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(`База данных в ${dir} уже открыта процессом ${pid}: у встроенной базы может быть только один процесс. Остановите его или подключите сайт к PostgreSQL (DATABASE_URL).`);
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's folder for this process alone: PGlite keeps the database in the process's memory,
 * so a second process on the same folder would be a second writer that neither sees. A lock left by a process that
 * died is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        try {
          if (Number(readFileSync(file, 'utf8')) === process.pid) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      const living = holder === process.pid ? held.has(file) : Number.isInteger(holder) && holder > 0 && alive(holder);
      if (living) throw new DataDirLockedError(dir, holder);
      unlinkSync(file);
    }
  }
  throw new Error(`could not lock ${dir}`);
}
