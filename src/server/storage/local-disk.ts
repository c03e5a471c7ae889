import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from './object-store';

/** Files under DATA_DIR/objects, written to a temporary name first so a crash never leaves half a file. */
export class LocalDiskStore implements ObjectStore {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid object key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async uploadTarget(key: string, contentType: string) {
    return { url: `/api/objects/${key}/content`, headers: { 'content-type': contentType } };
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.part`, bytes, { mode: 0o600 });
    await rename(`${file}.part`, file);
  }

  /**
   * Streams a body to `<file>.part` without holding it in memory, stopping at `maxBytes` (docs/security.md,
   * "Uploads"). The caller looks at `head` and then keeps the file with `commit` or drops it with `discard`.
   */
  async receive(key: string, source: Readable, maxBytes: number): Promise<ReceivedBody> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new BodyTooLarge());
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(`${file}.part`, { mode: 0o600 }));
    } catch (error) {
      await this.discard(key);
      throw error;
    }
    return { size, sha256: hash.digest('hex'), head };
  }

  async commit(key: string): Promise<void> {
    const file = this.fileOf(key);
    await rename(`${file}.part`, file);
  }

  async discard(key: string): Promise<void> {
    await rm(`${this.fileOf(key)}.part`, { force: true });
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.fileOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
    await rm(`${this.fileOf(key)}.part`, { force: true });
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

export interface ReceivedBody {
  size: number;
  sha256: string;
  /** The first bytes, enough to tell the file's type (decision 028). */
  head: Buffer;
}

export class BodyTooLarge extends Error {
  constructor() {
    super('body too large');
  }
}
