import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

// PGlite is one process's database: two processes on one DATA_DIR both acknowledge writes and lose
// half of them (issue 18). Whoever opens the embedded database first holds DATA_DIR/portal.lock
// (its pid, its start time and its command) until it exits; a lock whose process is gone (crash,
// kill -9) is taken over. The lock is local to one machine, as the folder is.

export const LOCK_FILE = 'portal.lock';

export interface LockHolder {
  pid: number;
  /** The process's start, so a pid the system reused is not mistaken for the holder. */
  processStart: string;
  command: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}); stop it first`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's; also runs on process exit. */
  release(): void;
}

/**
 * The start of a process as the system counts it: field 22 of /proc/<pid>/stat on Linux, else an
 * empty string (then only the pid is compared). Undefined when no such process runs.
 */
export function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    try {
      process.kill(pid, 0);
      return '';
    } catch (error) {
      // EPERM: it runs, under another user.
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? '' : undefined;
    }
  }
}

export function isAlive(holder: LockHolder): boolean {
  const start = processStartOf(holder.pid);
  if (start === undefined) return false;
  return start === '' || holder.processStart === '' || start === holder.processStart;
}

function readHolder(file: string): { text: string; holder: LockHolder | undefined } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0)
      return {
        text,
        holder: {
          pid: parsed.pid,
          processStart: String(parsed.processStart ?? ''),
          command: String(parsed.command ?? 'unknown command'),
          since: String(parsed.since ?? 'unknown time'),
        },
      };
  } catch {
    // A half-written file of a process killed while it wrote: nobody holds it.
  }
  return { text, holder: undefined };
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirLockedError naming the holder. A stale
 * lock is moved aside under a name of our own and checked: if what we moved is not the stale lock we
 * judged (another process took it over a moment before), it goes back and we look again.
 */
export async function lockDataDir(dataDir: string, command: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    processStart: processStartOf(process.pid) ?? '',
    command,
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
      return holdUntilExit(file, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readHolder(file);
    if (!found) continue; // released between our two steps
    if (found.holder && isAlive(found.holder)) throw new DataDirLockedError(dataDir, found.holder);
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readFileSync(aside, 'utf8');
    if (moved !== found.text) {
      // Someone else's fresh lock: put it back (unless yet another process holds the name by now).
      try {
        linkSync(aside, file);
      } catch {
        // the name is taken again; the next round reads its holder
      }
    }
    unlinkSync(aside);
  }
  throw new Error(`Cannot take the lock ${file}: it keeps changing`);
}

function holdUntilExit(file: string, text: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return { file, release };
}
