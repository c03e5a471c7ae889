/**
 * Where uploaded bytes live (decision 028). Local disk is the default; an S3-compatible store is the other backend.
 * Keys are object ids: nothing from the user's filename reaches a path or a bucket key.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Where the browser sends the bytes: the app's own route for local disk, a presigned URL for S3. */
  uploadTarget(key: string, contentType: string): Promise<{ url: string; headers: Record<string, string> }>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored size, or undefined when nothing is there. */
  size(key: string): Promise<number | undefined>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}
