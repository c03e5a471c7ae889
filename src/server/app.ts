import { messageDelivery, type DeliveryTuning } from './modules/notifications/delivery-plugin';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import {
  DEFAULT_THROTTLE,
  LoginThrottle,
  MemoryCounter,
  RedisCounter,
  type ThrottleLimits,
} from './auth/login-throttle';
import { SessionStore } from './auth/session-store';
import type { Config } from './config';
import { BODY_LIMIT_BYTES, DEFAULT_LIMITS, SERVER_TIMEOUTS, type Limits } from './config/limits';
import type { DatabaseHandle } from './db/client';
import { errorHandler } from './errors';
import type { Geo } from './geo';
import { audit } from './plugins/audit';
import { core } from './plugins/core';
import { housekeeping } from './plugins/housekeeping';
import { openApi } from './plugins/openapi';
import { pdfWork } from './plugins/pdf-work';
import { rateLimit } from './plugins/rate-limit';
import { security } from './plugins/security';
import { sessions } from './plugins/sessions';
import { PdfWorkers } from './pdf/render-in-worker';
import { requestLogSerializers } from './request-log';
import { routes } from './routes';
import type { Lifecycle } from './shutdown';
import { registerWeb } from './static';
import { createObjectStore } from './storage';
import type { ObjectStore } from './storage/object-store';
import { S3Store } from './storage/s3';

export interface AppDeps {
  database: DatabaseHandle;
  /** Tests pass `false` to keep output quiet. */
  logger?: boolean;
  /** Where JSON log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  throttle?: ThrottleLimits;
  /** With REDIS_URL: sign-in throttling and form limits shared by every instance (ASVS 6.3.1). */
  redis?: Redis;
  limits?: Partial<Limits>;
  /** The geocoder and travel estimate; built from the configuration when not given. */
  geo?: Geo;
  objectStore?: ObjectStore;
  /** Set draining by the shutdown sequence (main.ts). */
  lifecycle?: Lifecycle;
  /** Faster delivery clocks for tests of the message queue. */
  messageDelivery?: DeliveryTuning;
  /** Sees every route as it is registered (the authorization matrix test checks it has a row for each). */
  onRoute?: (route: RouteOptions) => void;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

function serverOptions(config: Config, deps: AppDeps): FastifyServerOptions {
  return {
    // Errors Fastify raises before routing (a malformed path) get the same decision 034 answer as everything else.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: requestLogSerializers,
            ...(deps.logStream && { stream: deps.logStream }),
          },
    // Fastify's own pair of request lines is off; request-log.ts writes one (see there).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // docs/security.md, "Slow and unfinished requests": no request may hold a connection for minutes.
    ...SERVER_TIMEOUTS,
    // Fastify 5.12 trusts nothing for a bare hop count (it cannot check the peer), so hops become a function:
    // the nearest `n` addresses (the connection's, then X-Forwarded-For from the right) are proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  };
}

/** The instance's PDF workers (docs/decisions/075-bounded-pdf-work.md), and each person's PDFs a minute and at once. */
function pdfWorkers(app: FastifyInstance, config: Config, overrides: Partial<Limits> | undefined) {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  const workers = new PdfWorkers({
    workers: config.pdfWorkers,
    queue: limits.pdfQueue,
    memoryMb: limits.pdfWorkerMemoryMb,
    timeoutMs: limits.pdfTimeoutMs,
    onWorkerLost: (reason) =>
      app.log.warn({ reason }, 'a PDF worker stopped in the middle of a document; a new one takes its place'),
  });
  return { workers, perMinute: limits.pdfsPerMinute, atOnce: limits.pdfsAtOncePerPerson };
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, deps)).withTypeProvider<ZodTypeProvider>();
  const lifecycle = deps.lifecycle ?? { draining: false };
  const objectStore = deps.objectStore ?? createObjectStore(config);
  const db = deps.database.db;
  const store = new SessionStore(db, config.sessionSecret, config.sessionIdleMs);
  const memory = deps.redis ? undefined : new MemoryCounter();
  const throttle = new LoginThrottle(
    deps.throttle ?? DEFAULT_THROTTLE,
    deps.redis ? new RedisCounter(deps.redis) : memory,
  );

  await app.register(core, { companyName: config.company.name, lifecycle, onRoute: deps.onRoute });
  const uploadOrigin = objectStore instanceof S3Store ? objectStore.origin : undefined;
  await app.register(security, {
    uploadOrigin,
    mapOrigin: config.mapStyleUrl ? new URL(config.mapStyleUrl).origin : undefined,
    production: config.isProduction,
  });
  await app.register(rateLimit, { redis: deps.redis });
  await app.register(sessions, {
    db,
    store,
    secureCookie: config.isProduction,
    tokenRequestsPerMinute: { ...DEFAULT_LIMITS, ...deps.limits }.apiTokenRequestsPerMinute,
  });
  const pdf = pdfWorkers(app, config, deps.limits);
  await app.register(pdfWork, { pdf: pdf.workers, perMinute: pdf.perMinute, atOnce: pdf.atOnce });
  await app.register(audit, { db });
  await app.register(housekeeping, { db, store, memory });
  await app.register(messageDelivery, { handle: deps.database, config, tuning: deps.messageDelivery });
  await app.register(openApi, { company: config.company, secureCookie: config.isProduction });
  await app.register(routes, { config, deps, lifecycle, store, throttle, objectStore, pdf: pdf.workers });
  await registerWeb(app, config.webRoot);
  return app;
}
