/** An exclusive lock on DATA_DIR: a lock file holding the owner's pid, created with O_EXCL. */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** The lock's file name in DATA_DIR. */
export const LOCK_FILE = 'server.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = Number.NaN;
      try {
        pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      } catch {
        // the owner removed it meanwhile: try again
      }
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another server (pid ${pid}). Stop it first, or use another DATA_DIR.`,
        );
      }
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      },
    };
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}
