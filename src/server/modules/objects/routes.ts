import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  storedDocumentSchema,
  UPLOAD_CONTENT_TYPES,
  uploadRequestSchema,
  uploadTicketSchema,
} from '../../../domain/driver';
import type { Database } from '../../db/client';
import type { ObjectStore } from '../../storage/object-store';
import { Documents, type Owner } from './service';
import type { UploadBudget } from './upload-budget';

export interface ObjectRouteOptions {
  db: Database;
  store: ObjectStore;
  /** Upload URLs one address may ask for per hour (decision 025: visitors may upload, within limits). */
  uploadLimit: number;
  /** Bytes one address may store in a day (docs/decisions/013-unclaimed-uploads.md). */
  uploadBytesPerDay: number;
  budget: UploadBudget;
}

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** A document's bytes: Fastify sends a Buffer as it is, so this schema only describes the body to integrators. */
const documentBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
const documentFile = {
  description: 'The file, in the type it was stored as',
  content: Object.fromEntries(UPLOAD_CONTENT_TYPES.map((type) => [type, { schema: documentBytes }])),
};

const ownerOf = (request: { user: { id: string } | null; sessionId: string | null }): Owner => ({
  userId: request.user?.id,
  sessionId: request.sessionId,
});

export const objectRoutes: FastifyPluginAsyncZod<ObjectRouteOptions> = async (
  app,
  { db, store, uploadLimit, uploadBytesPerDay, budget },
) => {
  const documents = new Documents(db, store, budget, uploadBytesPerDay, app.log);
  app.addHook('onReady', async () => documents.sweepSoon());
  app.addHook('onClose', async () => documents.close());

  app.post(
    '/api/objects/upload',
    {
      schema: { body: uploadRequestSchema, response: { 201: uploadTicketSchema } },
      config: {
        rateLimit: { max: uploadLimit, timeWindow: '1 hour' },
        audit: { action: 'document.upload', entity: 'object' },
      },
    },
    async (request, reply) => {
      // Decision 025: an applicant has no account yet; a visitor session owns their uploads until the application claims them.
      const sessionId = request.sessionId ?? (await app.startSession(reply, null));
      const ticket = await documents.ticket(request.body, { userId: request.user?.id, sessionId }, request.ip);
      request.auditEntityId = ticket.objectId;
      return reply.status(201).send(ticket);
    },
  );

  // The local-disk backend's upload target: the ticket is checked before the body is parsed.
  const targets = new WeakMap<object, Awaited<ReturnType<Documents['uploadTarget']>>>();
  await app.register(async (parent) => {
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    for (const type of UPLOAD_CONTENT_TYPES)
      scope.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
    // preParsing runs after the rate limit (onRequest) and before the body parser.
    scope.addHook('preParsing', async (request, _reply, payload) => {
      const id = idParams.safeParse(request.params);
      const declared = Number(request.headers['content-length'] ?? 0);
      targets.set(
        request,
        await documents.uploadTarget(id.success ? id.data.id : undefined, ownerOf(request), declared, request.ip),
      );
      return payload;
    });
    scope.put(
      '/api/objects/:id/content',
      {
        schema: { params: idParams, response: { 200: storedDocumentSchema } },
        config: {
          rateLimit: { max: uploadLimit * 2, timeWindow: '1 hour' },
          audit: { action: 'document.store', entity: 'object' },
        },
      },
      async (request) => documents.receive(targets.get(request), request.body as Readable | undefined, request.ip),
    );
  });

  app.post(
    '/api/objects/:id/complete',
    {
      schema: { params: idParams, response: { 200: storedDocumentSchema } },
      config: { audit: { action: 'document.complete', entity: 'object' } },
    },
    async (request) => documents.complete(request.params.id, ownerOf(request), request.ip),
  );

  // Decision 028: private files, never cached, never run as a page.
  app.get(
    '/objects/:id',
    {
      schema: { params: idParams, response: { 200: documentFile } },
      config: { audit: { action: 'document.read', entity: 'object' } },
    },
    async (request, reply) => {
      const file = await documents.read(request.params.id, request);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
};
