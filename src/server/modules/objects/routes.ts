import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, uploadRequestSchema, type UploadTicket } from '../../../domain/driver';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../errors';
import type { ObjectStore } from '../../storage/object-store';
import { sniffContentType } from './file-type';
import { findObject, insertObject, markStored, type Owner } from './repository';

export interface ObjectRouteOptions {
  db: Database;
  store: ObjectStore;
  /** Upload URLs one address may ask for per hour (D9: visitors may upload, within limits). */
  uploadLimit: number;
}

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const tooLarge = () => new HttpError(413, 'Files must be at most 10 MB');
const wrongType = () => new HttpError(415, 'Only PDF, JPG or PNG files can be uploaded');

export const objectRoutes: FastifyPluginAsyncZod<ObjectRouteOptions> = async (app, { db, store, uploadLimit }) => {
  const ownerOf = (request: { user: { id: string; role: string } | null; sessionId: string | null }): Owner => ({
    userId: request.user?.id,
    sessionId: request.sessionId,
  });
  const mayRead = (row: { ownerUserId: string | null; ownerSession: string | null }, owner: Owner, isAdmin: boolean) =>
    isAdmin || (owner.userId && row.ownerUserId === owner.userId) || (owner.sessionId && row.ownerSession === owner.sessionId);

  app.post(
    '/api/objects/upload',
    { schema: { body: uploadRequestSchema }, config: { rateLimit: { max: uploadLimit, timeWindow: '1 hour' } } },
    async (request, reply) => {
      // D9: an applicant has no account yet; a visitor session owns their uploads until the application claims them.
      const sessionId = request.sessionId ?? (await app.startSession(reply, null));
      const { kind, filename, contentType } = request.body;
      const row = await insertObject(db, { kind, filename, contentType, ownerUserId: request.user?.id ?? null, ownerSession: sessionId });
      const ticket: UploadTicket = {
        objectId: row.id,
        uploadURL: `/api/objects/${row.id}/content`,
        method: 'PUT',
        headers: { 'content-type': contentType },
      };
      return reply.status(201).send(ticket);
    },
  );

  // The local-disk backend's upload target. The size limit is enforced while reading the body.
  await app.register(async (parent) => {
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    for (const type of UPLOAD_CONTENT_TYPES) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) => done(null, body));
    }
    scope.put('/api/objects/:id/content', { schema: { params: idParams }, bodyLimit: MAX_UPLOAD_BYTES }, async (request) => {
      const row = await findObject(db, request.params.id);
      const owner = ownerOf(request);
      if (!row || !mayRead(row, owner, false) || row.storedAt) throw notFound();
      const bytes = request.body as Buffer;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw wrongType();
      if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
      const sniffed = sniffContentType(bytes);
      if (!sniffed) throw wrongType();
      await store.put(row.id, bytes, sniffed);
      await markStored(db, row.id, bytes.length, createHash('sha256').update(bytes).digest('hex'), sniffed);
      return { url: `/objects/${row.id}` };
    });
  });

  app.post('/api/objects/:id/complete', { schema: { params: idParams } }, async (request) => {
    const row = await findObject(db, request.params.id);
    if (!row || !mayRead(row, ownerOf(request), false)) throw notFound();
    if (!row.storedAt) throw new HttpError(422, 'The upload did not arrive; please try again');
    return { url: `/objects/${row.id}` };
  });

  // D12: private files, served to their owner and admins only, never cached, never run as a page.
  app.get('/objects/:id', { schema: { params: idParams } }, async (request, reply) => {
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
