import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database for this process alone: two processes on one PGlite directory
 * corrupt it. The lock names its owner; one left by a process that died is taken over.
 */
export function lockDataDirectory(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'hearth.lock');
  const owner = `${process.pid}@${hostname()}`;

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, owner);
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid, host] = readFileSync(lockPath, 'utf8').split('@');
      const heldByLiveProcess = host !== hostname() || isProcessAlive(Number(pid));
      if (heldByLiveProcess && Number(pid) !== process.pid) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is already in use by process ${pid} on ${host}. ` +
            'Stop that process first, or set DATA_DIR to another directory (or DATABASE_URL for PostgreSQL).',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dir}`);
}
