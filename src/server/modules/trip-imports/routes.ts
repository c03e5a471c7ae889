import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiTokenScope } from '../../../domain/api-token';
import { pageOf } from '../../../domain/page';
import {
  manifestMappingSchema,
  TRIP_IMPORT_BODY_LIMIT,
  tripImportApplyInput,
  tripImportChangeResponse,
  tripImportInput,
  tripImportMappingResponse,
  tripImportResponse,
  tripImportSummaryResponse,
} from '../../../domain/trip-import';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import {
  applyImport,
  decideHeldChange,
  listTripImports,
  mappingOfPayer,
  previewAgain,
  previewImport,
  savePayerMapping,
  tripImportById,
} from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const payerParams = z.object({ payerId: z.uuid({ error: 'Not found' }) });

/**
 * Brokers' manifests (docs/decisions/105-broker-trip-import.md): uploaded on the Imports screen or posted by an
 * integration with a trips:write token. Administrators only.
 */
export const tripImportRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const admin = (action: string, tokenScopes: readonly ApiTokenScope[] = []) => ({
    ...onlyFor('admin'),
    ...(tokenScopes.length > 0 && { tokenScopes }),
    audit: { action, entity: 'trip_import' },
  });

  app.post(
    '/api/trip-imports',
    {
      // The file in base64 inside JSON: a file over the limit is refused on its own field, not as a body too large.
      bodyLimit: TRIP_IMPORT_BODY_LIMIT,
      schema: { body: tripImportInput, response: { 201: tripImportResponse } },
      config: admin('trip_import.preview', ['trips:write']),
    },
    async (request, reply) => {
      const made = await previewImport(db, request.body, request.user?.id ?? null, timeZone);
      request.auditEntityId = made.id;
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/api/trip-imports',
    {
      schema: { querystring: z.object(pageQuery), response: { 200: pageOf(tripImportSummaryResponse) } },
      config: admin('trip_import.list', ['trips:read']),
    },
    async (request) => listTripImports(db, request.query),
  );

  app.get(
    '/api/trip-imports/:id',
    {
      schema: { params: idParams, response: { 200: tripImportResponse } },
      config: admin('trip_import.read', ['trips:read']),
    },
    async (request) => tripImportById(db, request.params.id),
  );

  app.post(
    '/api/trip-imports/:id/preview',
    {
      schema: { params: idParams, response: { 200: tripImportResponse } },
      config: admin('trip_import.preview_again', ['trips:write']),
    },
    async (request) => previewAgain(db, request.params.id, timeZone),
  );

  app.post(
    '/api/trip-imports/:id/apply',
    {
      schema: { params: idParams, body: tripImportApplyInput, response: { 200: tripImportResponse } },
      config: admin('trip_import.apply', ['trips:write']),
    },
    async (request) => applyImport(db, request.params.id, request.body, { id: request.user!.id }, timeZone),
  );

  for (const [word, decision] of [
    ['accept', 'accepted'],
    ['ignore', 'ignored'],
  ] as const)
    app.post(
      `/api/trip-import-changes/:id/${word}`,
      {
        schema: { params: idParams, response: { 200: tripImportChangeResponse } },
        config: { ...onlyFor('admin'), audit: { action: `trip_import.change_${word}`, entity: 'trip_import_change' } },
      },
      async (request) => decideHeldChange(db, request.params.id, decision, { id: request.user!.id }, timeZone),
    );

  app.get(
    '/api/trip-import-mappings/:payerId',
    {
      schema: { params: payerParams, response: { 200: tripImportMappingResponse } },
      config: admin('trip_import.mapping_read'),
    },
    async (request) => mappingOfPayer(db, request.params.payerId),
  );

  app.put(
    '/api/trip-import-mappings/:payerId',
    {
      schema: { params: payerParams, body: manifestMappingSchema, response: { 200: tripImportMappingResponse } },
      config: admin('trip_import.mapping_save'),
    },
    async (request) => {
      request.auditEntityId = request.params.payerId;
      return savePayerMapping(db, request.params.payerId, request.body, request.user?.id ?? null);
    },
  );
};
