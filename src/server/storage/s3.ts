import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStore } from './object-store';

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** A presigned PUT lives long enough for a slow phone connection, no longer. */
const UPLOAD_URL_SECONDS = 15 * 60;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * S3-compatible storage (AWS, MinIO, R2…). The browser PUTs straight to the bucket; the server then checks
 * size and first bytes before accepting the object (a presigned PUT cannot bound the size).
 */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  private keyOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid object key');
    return `objects/${key}`;
  }

  async uploadTarget(key: string, contentType: string) {
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.keyOf(key),
      ContentType: contentType,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: UPLOAD_URL_SECONDS,
      signableHeaders: new Set(['content-type']),
    });
    return { url, headers: { 'content-type': contentType } };
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      return head.ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }

  /** The origin the browser uploads to, for the CSP's connect-src. */
  get origin(): string {
    const { endpoint, bucket, region, forcePathStyle } = this.settings;
    if (endpoint)
      return forcePathStyle
        ? new URL(endpoint).origin
        : `${new URL(endpoint).protocol}//${bucket}.${new URL(endpoint).host}`;
    return `https://${bucket}.s3.${region}.amazonaws.com`;
  }
}
