import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, uploadRequestSchema, type UploadTicket } from '../../../domain/driver';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../errors';
import type { ObjectStore } from '../../storage/object-store';
import { BodyTooLarge, LocalDiskStore } from '../../storage/local-disk';
import type { Readable } from 'node:stream';
import { sniffContentType } from './file-type';
import type { UploadBudget } from './upload-budget';
import { sweepUnclaimedUploads } from './unclaimed-sweep';
import { findObject, insertObject, markStored, type Owner } from './repository';
import type { ObjectRow } from '../../db/schema';

export interface ObjectRouteOptions {
  db: Database;
  store: ObjectStore;
  /** Upload URLs one address may ask for per hour (D9: visitors may upload, within limits). */
  uploadLimit: number;
  /** Bytes one address may store in a day (docs/decisions/013-unclaimed-uploads.md). */
  uploadBytesPerDay: number;
  budget: UploadBudget;
}

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const tooLarge = () => new HttpError(413, 'Files must be at most 10 MB');
const overBudget = () => new HttpError(429, 'Too many files uploaded from this address today. Try again tomorrow.');
/** Sweeps start at most this often per instance: at start-up and then on new upload tickets. */
const SWEEP_EVERY_MS = 10 * 60_000;
const wrongType = () => new HttpError(415, 'Only PDF, JPG or PNG files can be uploaded');

export const objectRoutes: FastifyPluginAsyncZod<ObjectRouteOptions> = async (app, { db, store, uploadLimit, uploadBytesPerDay, budget }) => {
  const ownerOf = (request: { user: { id: string; role: string } | null; sessionId: string | null }): Owner => ({
    userId: request.user?.id,
    sessionId: request.sessionId,
  });
  const mayRead = (row: { ownerUserId: string | null; ownerSession: string | null }, owner: Owner, isAdmin: boolean) =>
    isAdmin || (owner.userId && row.ownerUserId === owner.userId) || (owner.sessionId && row.ownerSession === owner.sessionId);
  const disk = store instanceof LocalDiskStore ? store : undefined;

  // Unclaimed uploads are removed by a bounded sweep that new tickets start (docs/decisions/013), not a timer.
  let lastSweep = 0;
  let sweeping: Promise<unknown> | undefined;
  const sweepSoon = () => {
    if (sweeping || Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    sweeping = sweepUnclaimedUploads(db, store)
      .catch((error: unknown) => app.log.warn({ err: error }, 'unclaimed upload sweep failed'))
      .finally(() => (sweeping = undefined));
  };
  app.addHook('onReady', async () => sweepSoon());
  app.addHook('onClose', async () => {
    await sweeping;
  });

  app.post(
    '/api/objects/upload',
    { schema: { body: uploadRequestSchema }, config: { rateLimit: { max: uploadLimit, timeWindow: '1 hour' }, audit: { action: 'document.upload', entity: 'object' } } },
    async (request, reply) => {
      // D9: an applicant has no account yet; a visitor session owns their uploads until the application claims them.
      const sessionId = request.sessionId ?? (await app.startSession(reply, null));
      const { kind, filename, contentType, size } = request.body;
      if ((await budget.used(request.ip)) + size > uploadBytesPerDay) throw overBudget();
      sweepSoon();
      const row = await insertObject(db, { kind, filename, contentType, ownerUserId: request.user?.id ?? null, ownerSession: sessionId });
      const target = await store.uploadTarget(row.id, contentType);
      request.auditEntityId = row.id;
      const ticket: UploadTicket = { objectId: row.id, uploadURL: target.url, method: 'PUT', headers: target.headers };
      return reply.status(201).send(ticket);
    },
  );

  /** D12: the size and the first bytes decide; a refused upload leaves nothing stored. */
  async function accept(row: ObjectRow, bytes: Buffer) {
    const sniffed = bytes.length > MAX_UPLOAD_BYTES ? undefined : sniffContentType(bytes);
    if (bytes.length > MAX_UPLOAD_BYTES || !sniffed) {
      if (store.kind === 's3') await store.delete(row.id);
      throw bytes.length > MAX_UPLOAD_BYTES ? tooLarge() : wrongType();
    }
    if (store.kind === 'local') await store.put(row.id, bytes, sniffed);
    await markStored(db, row.id, bytes.length, createHash('sha256').update(bytes).digest('hex'), sniffed);
  }

  // The local-disk backend's upload target (docs/security.md, "Uploads"): the ticket and the declared size are
  // checked before a byte of the body is read, and the body streams to disk under a hard cap, never into memory.
  const targets = new WeakMap<object, ObjectRow>();
  await app.register(async (parent) => {
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    for (const type of UPLOAD_CONTENT_TYPES) scope.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
    // preParsing runs after the rate limit (onRequest) and before the body parser.
    scope.addHook('preParsing', async (request, reply, payload) => {
      // A refusal closes the connection, so a body that is still coming is not read at all.
      const refuse = (error: Error) => {
        reply.header('connection', 'close');
        return error;
      };
      const id = idParams.safeParse(request.params);
      const row = id.success && disk ? await findObject(db, id.data.id) : undefined;
      if (!row || !mayRead(row, ownerOf(request), false) || row.storedAt) throw refuse(notFound());
      if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) throw refuse(tooLarge());
      if ((await budget.used(request.ip)) >= uploadBytesPerDay) throw refuse(overBudget());
      targets.set(request, row);
      return payload;
    });
    scope.put(
      '/api/objects/:id/content',
      { schema: { params: idParams }, config: { rateLimit: { max: uploadLimit * 2, timeWindow: '1 hour' }, audit: { action: 'document.store', entity: 'object' } } },
      async (request, reply) => {
        const row = targets.get(request);
        const body = request.body as Readable | undefined;
        if (!row || !disk) throw notFound();
        if (!body) throw wrongType();
        const received = await disk.receive(row.id, body, MAX_UPLOAD_BYTES).catch((error: unknown) => {
          reply.header('connection', 'close');
          throw error instanceof BodyTooLarge ? tooLarge() : new HttpError(400, 'The upload did not finish; please try again');
        });
        const sniffed = received.size > 0 ? sniffContentType(received.head) : undefined;
        if (!sniffed) {
          await disk.discard(row.id);
          throw wrongType();
        }
        await disk.commit(row.id);
        await markStored(db, row.id, received.size, received.sha256, sniffed);
        await budget.add(request.ip, received.size);
        return { url: `/objects/${row.id}` };
      },
    );
  });

  // With S3 the bytes went straight to the bucket; they are checked here before the object counts as stored.
  app.post('/api/objects/:id/complete', { schema: { params: idParams }, config: { audit: { action: 'document.complete', entity: 'object' } } }, async (request) => {
    const row = await findObject(db, request.params.id);
    if (!row || !mayRead(row, ownerOf(request), false)) throw notFound();
    if (!row.storedAt) {
      const size = store.kind === 's3' ? await store.size(row.id) : undefined;
      if (size === undefined) throw new HttpError(422, 'The upload did not arrive; please try again');
      if (size > MAX_UPLOAD_BYTES) {
        await store.delete(row.id);
        throw tooLarge();
      }
      if ((await budget.used(request.ip)) >= uploadBytesPerDay) {
        await store.delete(row.id);
        throw overBudget();
      }
      await accept(row, (await store.get(row.id)) ?? Buffer.alloc(0));
      await budget.add(request.ip, size);
    }
    return { url: `/objects/${row.id}` };
  });

  // D12: private files, served to their owner and admins only, never cached, never run as a page.
  app.get('/objects/:id', { schema: { params: idParams }, config: { audit: { action: 'document.read', entity: 'object' } } }, async (request, reply) => {
    const row = await findObject(db, request.params.id);
    if (!row?.storedAt || !mayRead(row, ownerOf(request), request.user?.role === 'admin')) throw notFound();
    const bytes = await store.get(row.id);
    if (!bytes) throw notFound();
    const extension = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }[row.contentType] ?? 'bin';
    return reply
      .header('content-type', row.contentType)
      .header('content-disposition', `inline; filename="${row.kind}.${extension}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
