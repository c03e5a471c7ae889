/**
 * Where uploaded bytes live (D12). Local disk is the default; an S3-compatible store is the other backend.
 * Keys are object ids: nothing from the user's filename reaches a path or a bucket key.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
}
