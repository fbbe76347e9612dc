import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDirectory } from './lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('embedded database lock', () => {
  it('refuses a second owner while a live process holds the directory', () => {
    const dir = freshDir();
    // The parent of this test process is alive and is not us.
    writeFileSync(join(dir, 'hearth.lock'), `${process.ppid}@${hostname()}`);
    expect(() => lockDataDirectory(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDirectory(dir)).toThrow(/already in use by process/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'hearth.lock'), `999999999@${hostname()}`);
    const unlock = lockDataDirectory(dir);
    unlock();
  });

  it('can be taken again once released', () => {
    const dir = freshDir();
    lockDataDirectory(dir)();
    lockDataDirectory(dir)();
  });
});
