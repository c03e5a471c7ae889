/**
 * One process at a time on an embedded (PGlite) database directory: PGlite keeps the database inside the
 * process that opened it, so a second process on the same directory silently loses its writes or damages
 * the files. The lock is a Unix-domain socket bound beside the directory (`DATA_DIR/pglite.lock`; a named
 * pipe keyed by the directory's real path on Windows). Only one process can listen on it, and the operating
 * system stops the listening when its holder dies, however it dies: a crashed holder's socket file refuses
 * connections, so the next start can tell it is stale and replace it. Why a socket and not a lock file or a
 * native flock: docs/decisions/008-one-process-per-embedded-database.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A second process asked for a directory that a live process holds. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `The embedded database in ${directory} is in use by another process` +
        `${holderPid ? ` (pid ${holderPid})` : ''}, such as a running server. ` +
        'Two processes on one embedded database lose writes or damage it, so this one stops without touching it. ' +
        'Stop the other process first, or use another DATA_DIR; for several processes on one database, use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface DirectoryLock {
  /** Where the lock lives (the socket file, or the pipe's name on Windows). */
  readonly address: string;
  release(): Promise<void>;
}

/** A takeover of a dead holder's socket older than this was itself interrupted by a crash: clear it. */
const TAKEOVER_STALE_MS = 30_000;
/** Unix socket paths are limited to 104–108 bytes depending on the system. */
const MAX_SOCKET_PATH = 100;

/** Holds `directory` for this process until release() or the process's end; throws DatabaseInUseError if taken. */
export async function lockDatabaseDirectory(directory: string): Promise<DirectoryLock> {
  const address = lockAddress(directory);
  const server = net.createServer((socket) => {
    // Whoever knocks learns who holds the directory, for its message; nothing is read from it.
    socket.on('error', () => undefined);
    socket.end(`${JSON.stringify({ pid: process.pid })}\n`);
  });
  // The lock must never keep a finished process alive.
  server.unref();

  if (!(await tryListen(server, address))) {
    const holder = await probe(address);
    if (holder.alive) throw new DatabaseInUseError(directory, holder.pid);
    if (process.platform === 'win32') throw new DatabaseInUseError(directory, undefined);
    await takeOver(server, address, directory);
  }
  return {
    address,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Throws DatabaseInUseError when a live process holds `directory`, without taking it (a command's early check). */
export async function assertDatabaseDirectoryFree(directory: string): Promise<void> {
  if (!existsSync(directory)) return;
  const holder = await probe(lockAddress(directory));
  if (holder.alive) throw new DatabaseInUseError(directory, holder.pid);
}

function lockAddress(directory: string): string {
  if (process.platform === 'win32') {
    const key = createHash('sha256').update(realpathSync.native(directory).toLowerCase()).digest('hex').slice(0, 32);
    return `\\\\.\\pipe\\keystone-pglite-${key}`;
  }
  // The real path, so a DATA_DIR reached through a symbolic link finds the same lock.
  const socketPath = `${realpathSync(directory)}.lock`;
  if (Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH) return socketPath;
  // A deep DATA_DIR may still fit as a path relative to the working directory.
  const relative = path.relative(process.cwd(), socketPath);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new Error(
    `DATA_DIR is too deep for its lock (${socketPath} is over ${MAX_SOCKET_PATH} bytes): choose a shorter DATA_DIR`,
  );
}

/** true when listening; false when the address is taken (alive or not); other errors (a read-only disk…) throw. */
function tryListen(server: net.Server, address: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(new Error(`Cannot lock the embedded database (${address}): ${error.message}`));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen({ path: address, exclusive: true });
  });
}

/** Connects to the lock: a live holder accepts (and says its pid); a dead one's socket refuses or is gone. */
function probe(address: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: address });
    let alive = false;
    let said = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const pid = Number(/"pid":(\d+)/.exec(said)?.[1]);
      resolve(alive ? { alive, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined } : { alive });
    };
    // A holder too busy to answer is still a holder: once connected it counts as alive.
    const timer = setTimeout(done, 2000);
    socket.setEncoding('utf8');
    socket.on('connect', () => (alive = true));
    socket.on('data', (chunk: string) => (said += chunk));
    socket.on('end', done);
    socket.on('error', done);
  });
}

/**
 * Replaces a dead holder's socket. Two processes starting at once could both find it dead and each remove
 * the other's fresh socket; a guard directory (mkdir is atomic) lets only one of them take over, and the one
 * that finds the guard taken stops as if the directory were in use (it is: another process is starting on it).
 */
async function takeOver(server: net.Server, address: string, directory: string): Promise<void> {
  const guard = `${address}.takeover`;
  if (!makeGuard(guard)) throw new DatabaseInUseError(directory, undefined);
  try {
    const holder = await probe(address);
    if (holder.alive) throw new DatabaseInUseError(directory, holder.pid);
    removeStaleSocket(address);
    if (!(await tryListen(server, address))) throw new DatabaseInUseError(directory, undefined);
  } finally {
    rmdirSync(guard);
  }
}

function removeStaleSocket(address: string): void {
  try {
    unlinkSync(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function makeGuard(guard: string): boolean {
  try {
    mkdirSync(guard);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Left behind by a process killed in the middle of a takeover (a window of milliseconds).
  if (Date.now() - statSync(guard).mtimeMs < TAKEOVER_STALE_MS) return false;
  rmdirSync(guard);
  try {
    mkdirSync(guard);
    return true;
  } catch {
    return false;
  }
}
