import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobPriceResponse } from '../../../domain/job-price';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { jobPrice } from './price';

/** What the job's payer is charged for it (docs/decisions/068-job-price.md): administrators only. */
export const priceRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (app, { db, timeZone }) => {
  app.get(
    '/api/jobs/:id/price',
    {
      schema: { params: z.object({ id: z.uuid({ error: 'Not found' }) }), response: { 200: jobPriceResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'job.price', entity: 'job' } },
    },
    async (request) => jobPrice(db, request.params.id, timeZone),
  );
};
