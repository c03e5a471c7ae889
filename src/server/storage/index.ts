import path from 'node:path';
import type { Config } from '../config';
import { LocalDiskStore } from './local-disk';
import type { ObjectStore } from './object-store';
import { S3Store } from './s3';

/** Decision 028: S3 when S3_BUCKET is set, otherwise files under DATA_DIR/objects. */
export function createObjectStore(config: Config): ObjectStore {
  if (config.storage.kind === 's3') return new S3Store(config.storage);
  return new LocalDiskStore(path.join(config.dataDir, 'objects'));
}
