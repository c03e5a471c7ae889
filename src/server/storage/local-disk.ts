import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
