import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEVELS_OF_SERVICE } from '../../../domain/level-of-service';
import { payerInput, payerResponse, rateInput, rateResponse } from '../../../domain/payer';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { createPayer, listPayers, payerById, payerRatesOf, setRate, updatePayer } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const rateParams = idParams.extend({ level: z.enum(LEVELS_OF_SERVICE, { error: 'Not found' }) });

/** Payers and their rates (docs/decisions/067-payers-and-rates.md): administrators only. */
export const payerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/payers',
    {
      schema: { response: { 200: z.array(payerResponse).describe('Every payer, by name') } },
      config: { ...onlyFor('admin'), audit: { action: 'payer.list', entity: 'payer' } },
    },
    async () => listPayers(db),
  );

  app.post(
    '/api/payers',
    {
      schema: { body: payerInput, response: { 201: payerResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'payer.create', entity: 'payer' } },
    },
    async (request, reply) => {
      const payer = await createPayer(db, request.body);
      request.auditEntityId = payer.id;
      return reply.status(201).send(payer);
    },
  );

  app.get(
    '/api/payers/:id',
    {
      schema: { params: idParams, response: { 200: payerResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'payer.read', entity: 'payer' } },
    },
    async (request) => payerById(db, request.params.id),
  );

  app.put(
    '/api/payers/:id',
    {
      schema: { params: idParams, body: payerInput, response: { 200: payerResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'payer.update', entity: 'payer' } },
    },
    async (request) => updatePayer(db, request.params.id, request.body),
  );

  app.get(
    '/api/payers/:id/rates',
    {
      schema: {
        params: idParams,
        response: { 200: z.array(rateResponse).describe("The payer's rate for each level of service it has one for") },
      },
      config: { ...onlyFor('admin'), audit: { action: 'payer.rates', entity: 'payer' } },
    },
    async (request) => payerRatesOf(db, request.params.id),
  );

  app.put(
    '/api/payers/:id/rates/:level',
    {
      schema: { params: rateParams, body: rateInput, response: { 200: rateResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'payer.rate', entity: 'payer' } },
    },
    async (request) => setRate(db, request.params.id, request.params.level, request.body),
  );
};
