import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { PdfWorkers } from '../pdf/render-in-worker';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a PDF it lays out: counted against the caller's PDFs a minute and at once. */
    pdf?: boolean;
  }
}

/** Route config of every route that lays out a PDF: `config: { ...onlyFor('admin'), ...answersPdf, audit: … }`. */
export const answersPdf = { pdf: true } as const;

/** Seconds a person whose documents are still being made is told to wait: about one document's time. */
const AT_ONCE_RETRY_SECONDS = 2;

/**
 * PDF work bounded per person and per instance (docs/decisions/075-bounded-pdf-work.md): a signed-in caller may
 * have `atOnce` PDF requests in flight on the instance and ask for `perMinute` PDFs across every PDF route (with
 * Redis, across instances), then gets 429 with Retry-After; the instance's workers (`pdf`) end with the app.
 */
export const pdfWork = fp<{ pdf: PdfWorkers; perMinute: number; atOnce: number }>(
  async (app, { pdf, perMinute, atOnce }) => {
    // One count for all PDF routes, keyed by the person: many addresses or routes do not multiply it.
    const limit = app.createRateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `pdf:${request.user?.id ?? request.ip}`,
    });
    const inFlight = new Map<string, number>();
    const holding = new WeakMap<FastifyRequest, string>();
    // Called on every way a request ends (answered, failed, refused, connection closed); only the first one counts.
    const letGo = async (request: FastifyRequest) => {
      const person = holding.get(request);
      if (person === undefined) return;
      holding.delete(request);
      const left = (inFlight.get(person) ?? 1) - 1;
      if (left > 0) inFlight.set(person, left);
      else inFlight.delete(person);
    };
    // Added after the session and access hooks (plugin order in app.ts), so only a caller let in is counted.
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config?.pdf) return;
      const person = request.user?.id ?? request.ip;
      const held = inFlight.get(person) ?? 0;
      if (held >= atOnce) {
        throw new HttpError(
          429,
          `Your other documents are still being made. Try again in ${AT_ONCE_RETRY_SECONDS} seconds.`,
          undefined,
          { 'retry-after': String(AT_ONCE_RETRY_SECONDS) },
        );
      }
      // Taken before the minute's count is awaited, so requests that arrive together cannot all pass the check. A
      // connection already closed takes nothing: its abort hook has run, or runs without anything to let go.
      if (!request.raw.destroyed) {
        inFlight.set(person, held + 1);
        holding.set(request, person);
      }
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        const seconds = Math.max(1, verdict.ttlInSeconds);
        throw new HttpError(
          429,
          `Too many documents in a minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(seconds) },
        );
      }
    });
    app.addHook('onResponse', letGo);
    app.addHook('onRequestAbort', letGo);
    app.addHook('onClose', async () => pdf.close());
  },
  { name: 'pdf-work', dependencies: ['rate-limit', 'sessions'] },
);
