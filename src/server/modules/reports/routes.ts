import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { performanceQuery, performanceResponse, verificationQuery, verificationResponse } from '../../../domain/report';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { fileResponse, sendFile } from '../../file-reply';
import { publicFiguresResponse } from '../../../domain/public-figures';
import { performanceCsv, performanceReport, publicFigures, verificationCsv, verificationReport } from './service';

/** JSON by default; the same rows as CSV with `format=csv` (or when only text/csv is accepted). */
const jsonOrCsv = (schema: z.ZodType, csvDescription: string) => ({
  description: schema.description ?? 'The report',
  content: {
    'application/json': { schema },
    'text/csv': fileResponse('text/csv', csvDescription).content['text/csv'],
  },
});

const wantsCsv = (format: string, accept: string | undefined) =>
  format === 'csv' || (accept !== undefined && /^text\/csv\b/.test(accept.trim()));

const sendCsv = (reply: FastifyReply, filename: string, text: string) =>
  sendFile(reply, { type: 'text/csv; charset=utf-8', filename, bytes: text });

/**
 * The reports (docs/decisions/108-reports.md), for administrators and for tokens with `reports:read`: each figure
 * computed from the trips, each answer available as CSV with the same rows.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  app.get(
    '/api/reports/performance',
    {
      schema: {
        querystring: performanceQuery,
        response: { 200: jsonOrCsv(performanceResponse, 'A row per group, then the total') },
      },
      config: {
        ...onlyFor('admin'),
        tokenScopes: ['reports:read'],
        audit: { action: 'report.performance', entity: 'report' },
      },
    },
    async (request, reply) => {
      const report = await performanceReport(db, request.query, timeZone);
      if (wantsCsv(request.query.format, request.headers.accept))
        return sendCsv(reply, `performance-${report.from}-${report.to}.csv`, performanceCsv(report));
      return report;
    },
  );

  // The public site's record (docs/decisions/109-public-figures.md): open to anyone, nothing about a rider.
  app.get('/api/public/figures', { schema: { response: { 200: publicFiguresResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicFigures(db, timeZone);
  });

  app.get(
    '/api/reports/trip-verification',
    {
      schema: {
        querystring: verificationQuery,
        response: { 200: jsonOrCsv(verificationResponse, 'A row per leg, the JSON answer’s fields as columns') },
      },
      config: {
        ...onlyFor('admin'),
        tokenScopes: ['reports:read'],
        audit: { action: 'report.trip_verification', entity: 'report' },
      },
    },
    async (request, reply) => {
      const report = await verificationReport(db, request.query, timeZone);
      if (wantsCsv(request.query.format, request.headers.accept))
        return sendCsv(reply, `trip-verification-${report.from}-${report.to}.csv`, verificationCsv(report.trips));
      return report;
    },
  );
};
