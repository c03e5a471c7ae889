import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** With S3 the browser uploads documents straight to the bucket, so the CSP must let it connect there. */
  uploadOrigin?: string | undefined;
  /** The day board's map fetches its style, tiles and glyphs from the map server's origin. */
  mapOrigin?: string | undefined;
  /** HSTS only where the site is served over HTTPS. */
  production: boolean;
}

/**
 * Helmet's headers (CSP, HSTS, nosniff, frame and referrer policies …), worked out once. @fastify/helmet built
 * helmet's middleware again for every request, parsing the CSP each time: about 5 % of a light request's CPU.
 * The headers depend only on the configuration, so each request now just gets the same set.
 */
function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.mapOrigin ? [options.mapOrigin] : [])],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...(options.uploadOrigin ? [options.uploadOrigin] : []),
          ...(options.mapOrigin ? [options.mapOrigin] : []),
        ],
        // The map draws in a worker of its own, loaded from this origin.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function sendSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
