import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_UPLOAD_BYTES, type UploadRequest, type UploadTicket } from '../../../domain/driver';
import type { Database } from '../../db/client';
import type { ObjectRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { BodyTooLarge, LocalDiskStore } from '../../storage/local-disk';
import type { ObjectStore } from '../../storage/object-store';
import { sniffContentType } from './file-type';
import { findObject, insertObject, markStored, type Owner } from './repository';
import { sweepUnclaimedUploads } from './unclaimed-sweep';
import type { UploadBudget } from './upload-budget';

/** Who owns an upload: the account, or the visitor session until an application claims it (decision 025). */
export type { Owner };

/**
 * Stored files as other modules and the demo seed reach them, in the caller's transaction when it has one: one file,
 * an owner's stored files (a document a form names must be the caller's own upload, decision 025), a visitor's
 * uploads handed to the account their application made (decision 024), and the demo's files written directly.
 */
export {
  assignObjectsToUser,
  findObject,
  insertObject,
  markStored,
  objectIdFromPath,
  storedObjectsOf,
} from './repository';

/** Sweeps start at most this often per instance: at start-up and then on new upload tickets. */
const SWEEP_EVERY_MS = 10 * 60_000;
const CLOSE = { connection: 'close' };

const tooLarge = (headers?: Record<string, string>) =>
  new HttpError(413, 'Files must be at most 10 MB', undefined, headers);
const overBudget = (headers?: Record<string, string>) =>
  new HttpError(429, 'Too many files uploaded from this address today. Try again tomorrow.', undefined, headers);
const wrongType = () => new HttpError(415, 'Only PDF, JPG or PNG files can be uploaded');
const stored = (row: { id: string }) => ({ url: `/objects/${row.id}` });

/** Who asks: the signed-in user (an administrator reads every document) and the visitor session, if any. */
export interface Reader {
  user: { id: string; role: string } | null;
  sessionId: string | null;
}

/** A document as it is served back: its bytes and how to name them. */
export interface DocumentFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/**
 * Driver documents from ticket to stored file (decisions 025 and 028): the size and the first bytes decide, a refused
 * upload leaves nothing stored, and a file is served to its uploader and administrators only.
 */
export class Documents {
  private readonly disk: LocalDiskStore | undefined;
  private lastSweep = 0;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly store: ObjectStore,
    private readonly budget: UploadBudget,
    private readonly bytesPerDay: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.disk = store instanceof LocalDiskStore ? store : undefined;
  }

  /** Unclaimed uploads are removed by a bounded sweep that new tickets start (docs/decisions/013), not a timer. */
  sweepSoon(): void {
    if (this.sweeping || Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    this.sweeping = sweepUnclaimedUploads(this.db, this.store)
      .catch((error: unknown) => this.log.warn({ err: error }, 'unclaimed upload sweep failed'))
      .finally(() => (this.sweeping = undefined));
  }

  async close(): Promise<void> {
    await this.sweeping;
  }

  async ticket(
    upload: UploadRequest,
    owner: { userId?: string | undefined; sessionId: string },
    ip: string,
  ): Promise<UploadTicket> {
    if ((await this.budget.used(ip)) + upload.size > this.bytesPerDay) throw overBudget();
    this.sweepSoon();
    const { kind, filename, contentType } = upload;
    const row = await insertObject(this.db, {
      kind,
      filename,
      contentType,
      ownerUserId: owner.userId ?? null,
      ownerSession: owner.sessionId,
    });
    const target = await this.store.uploadTarget(row.id, contentType);
    return { objectId: row.id, uploadURL: target.url, method: 'PUT', headers: target.headers };
  }

  /**
   * The local-disk backend's upload target (docs/security.md, "Uploads"): the ticket and the declared size are
   * checked before a byte of the body is read. A refusal closes the connection, so a body still coming is not read.
   */
  async uploadTarget(id: string | undefined, owner: Owner, declaredBytes: number, ip: string): Promise<ObjectRow> {
    const row = id && this.disk ? await findObject(this.db, id) : undefined;
    if (!row || !mayRead(row, owner) || row.storedAt) throw new HttpError(404, 'Not found', undefined, CLOSE);
    if (declaredBytes > MAX_UPLOAD_BYTES) throw tooLarge(CLOSE);
    if ((await this.budget.used(ip)) >= this.bytesPerDay) throw overBudget(CLOSE);
    return row;
  }

  /** The body streams to disk under a hard cap, never into memory. */
  async receive(row: ObjectRow | undefined, body: Readable | undefined, ip: string): Promise<{ url: string }> {
    const disk = this.disk;
    if (!row || !disk) throw notFound();
    if (!body) throw wrongType();
    const received = await disk.receive(row.id, body, MAX_UPLOAD_BYTES).catch((error: unknown) => {
      throw error instanceof BodyTooLarge
        ? tooLarge(CLOSE)
        : new HttpError(400, 'The upload did not finish; please try again', undefined, CLOSE);
    });
    const sniffed = received.size > 0 ? sniffContentType(received.head) : undefined;
    if (!sniffed) {
      await disk.discard(row.id);
      throw wrongType();
    }
    await disk.commit(row.id);
    await markStored(this.db, row.id, received.size, received.sha256, sniffed);
    await this.budget.add(ip, received.size);
    return stored(row);
  }

  /** With S3 the bytes went straight to the bucket; they are checked here before the object counts as stored. */
  async complete(id: string, owner: Owner, ip: string): Promise<{ url: string }> {
    const row = await findObject(this.db, id);
    if (!row || !mayRead(row, owner)) throw notFound();
    if (row.storedAt) return stored(row);
    const store = this.store;
    const size = store.kind === 's3' ? await store.size(row.id) : undefined;
    if (size === undefined) throw new HttpError(422, 'The upload did not arrive; please try again');
    if (size > MAX_UPLOAD_BYTES) {
      await store.delete(row.id);
      throw tooLarge();
    }
    if ((await this.budget.used(ip)) >= this.bytesPerDay) {
      await store.delete(row.id);
      throw overBudget();
    }
    await this.accept(row, (await store.get(row.id)) ?? Buffer.alloc(0));
    await this.budget.add(ip, size);
    return stored(row);
  }

  /** Decision 028: private files, served to their owner and admins only; anyone else learns nothing (404). */
  async read(id: string, reader: Reader): Promise<DocumentFile> {
    const row = await findObject(this.db, id);
    const isAdmin = reader.user?.role === 'admin';
    if (!row?.storedAt || !mayRead(row, { userId: reader.user?.id, sessionId: reader.sessionId }, isAdmin))
      throw notFound();
    const bytes = await this.store.get(row.id);
    if (!bytes) throw notFound();
    const extension = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }[row.contentType] ?? 'bin';
    return { bytes, contentType: row.contentType, filename: `${row.kind}.${extension}` };
  }

  /** Decision 028: the size and the first bytes decide; a refused upload leaves nothing stored. */
  private async accept(row: ObjectRow, bytes: Buffer) {
    const sniffed = bytes.length > MAX_UPLOAD_BYTES ? undefined : sniffContentType(bytes);
    if (bytes.length > MAX_UPLOAD_BYTES || !sniffed) {
      if (this.store.kind === 's3') await this.store.delete(row.id);
      throw bytes.length > MAX_UPLOAD_BYTES ? tooLarge() : wrongType();
    }
    if (this.store.kind === 'local') await this.store.put(row.id, bytes, sniffed);
    await markStored(this.db, row.id, bytes.length, createHash('sha256').update(bytes).digest('hex'), sniffed);
  }
}

/** An object is its uploader's (the user, or the visitor session that uploaded it); administrators read any. */
function mayRead(row: Pick<ObjectRow, 'ownerUserId' | 'ownerSession'>, owner: Owner, isAdmin = false): boolean {
  return Boolean(
    isAdmin ||
    (owner.userId && row.ownerUserId === owner.userId) ||
    (owner.sessionId && row.ownerSession === owner.sessionId),
  );
}
