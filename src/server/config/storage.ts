import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from '../storage/s3';
import { bool, invalid } from './env';

/** Where data lives: the embedded database's folder or a PostgreSQL server, Redis, uploaded files. */
export const storageEnv = {
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_DEMO: bool(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool(false),
};

export interface StorageConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** Shared rate limits and sign-in throttling across instances; in memory without it. */
  redisUrl: string | undefined;
  /** Decision 028: uploaded files on local disk under DATA_DIR, or in an S3-compatible bucket when S3_BUCKET is set. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
}

type StorageEnv = z.infer<z.ZodObject<typeof storageEnv>>;

export function checkStorage(e: StorageEnv): void {
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw invalid('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY', 'required with S3_BUCKET');
  }
}

export function storageConfig(e: StorageEnv, isProduction: boolean): StorageConfig {
  return {
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo people and journeys never reach a production database.
    seedDemo: e.SEED_DEMO && !isProduction,
    redisUrl: e.REDIS_URL,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local' },
  };
}
