import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import type { PdfWorkers } from '../pdf/render-in-worker';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a PDF it lays out: counted against the caller's PDFs a minute. */
    pdf?: boolean;
  }
}

/** Route config of every route that lays out a PDF: `config: { ...onlyFor('admin'), ...answersPdf, audit: … }`. */
export const answersPdf = { pdf: true } as const;

/**
 * PDF work bounded per person and per instance (docs/decisions/075-bounded-pdf-work.md): a signed-in caller may
 * ask for `perMinute` PDFs across every PDF route (with Redis, across instances), then gets 429 with Retry-After;
 * the instance's workers (`pdf`) end with the app.
 */
export const pdfWork = fp<{ pdf: PdfWorkers; perMinute: number }>(
  async (app, { pdf, perMinute }) => {
    // One count for all PDF routes, keyed by the person: many addresses or routes do not multiply it.
    const limit = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => `pdf:${request.user?.id ?? request.ip}` });
    // Added after the session and access hooks (plugin order in app.ts), so only a caller let in is counted.
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config?.pdf) return;
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        const seconds = Math.max(1, verdict.ttlInSeconds);
        throw new HttpError(429, `Too many documents in a minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, undefined, { 'retry-after': String(seconds) });
      }
    });
    app.addHook('onClose', async () => pdf.close());
  },
  { name: 'pdf-work', dependencies: ['rate-limit', 'sessions'] },
);
