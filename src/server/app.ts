import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_THROTTLE, LoginThrottle, MemoryCounter, RedisCounter, type ThrottleLimits } from './auth/login-throttle';
import type { Redis } from 'ioredis';
import { sessionPlugin } from './auth/session-plugin';
import { enforceAccess } from './auth/access';
import { refuseCrossSiteWrites } from './auth/same-origin';
import { refuseNulCharacters } from './text-guard';
import { SessionStore } from './auth/session-store';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { errorHandler } from './errors';
import { recordAudit } from './audit';
import { logRequests, requestLogSerializers } from './request-log';
import { sendSecurityHeaders } from './security-headers';
import { announceDraining, type Lifecycle } from './shutdown';
import { auditRoutes } from './modules/audit/routes';
import { mfaRoutes } from './modules/users/mfa-routes';
import { companyRoutes } from './modules/company/routes';
import { docsRoutes } from './modules/docs/routes';
import { registerOpenApi } from './modules/docs/openapi';
import { healthRoutes } from './modules/health/routes';
import { accountRoutes } from './modules/users/routes';
import { referralRoutes } from './modules/referrals/routes';
import { statsRoutes } from './modules/stats/routes';
import { objectRoutes } from './modules/objects/routes';
import { MemoryUploadBudget, RedisUploadBudget } from './modules/objects/upload-budget';
import { driverRoutes } from './modules/drivers/routes';
import { jobRoutes } from './modules/jobs/routes';
import { settingsRoutes } from './modules/users/settings-routes';
import { createObjectStore } from './storage';
import { S3Store } from './storage/s3';
import type { ObjectStore } from './storage/object-store';
import { sweepIdempotencyKeys } from './idempotency';
import { registerWeb } from './static';
import { isApiPath } from './routed-path';
import { PasswordPolicy } from './auth/password-policy';

export interface AppDeps {
  database: DatabaseHandle;
  /** Tests pass `false` to keep output quiet. */
  logger?: boolean;
  /** Where JSON log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  throttle?: ThrottleLimits;
  /** With REDIS_URL: sign-in throttling and form limits shared by every instance (ASVS 6.3.1). */
  redis?: Redis;
  limits?: Partial<typeof DEFAULT_LIMITS>;
  objectStore?: ObjectStore;
  /** Set draining by the shutdown sequence (main.ts). */
  lifecycle?: Lifecycle;
  /** Sees every route as it is registered (the authorization matrix test checks it has a row for each). */
  onRoute?: (route: RouteOptions) => void;
}

/** Per-address limits on public forms (requests per window; see each route). */
export const DEFAULT_LIMITS = {
  registerPer15Minutes: 30,
  referralsPerHour: 60,
  uploadsPerHour: 60,
  applicationsPerHour: 20,
  profileChangesPerHour: 20,
  uploadBytesPerDay: 100 * 1024 * 1024,
};

/** Request bodies above this are refused with 413; the largest form (a referral) is a few kilobytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A whole request (a 10 MB upload on a slow phone line included) has a minute; a connection that sends or
 * receives nothing for 30 s is closed; an idle keep-alive connection stays 72 s (longer than a load balancer's 60 s).
 */
export const SERVER_TIMEOUTS = { requestTimeout: 60_000, connectionTimeout: 30_000, keepAliveTimeout: 72_000 };
/** The request line and headers come first and are small. */
export const HEADERS_TIMEOUT_MS = 15_000;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const objectStore = deps.objectStore ?? createObjectStore(config);
  const app = Fastify({
    // Errors Fastify raises before routing (a malformed path) get the same D19 answer as everything else.
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
  }).withTypeProvider<ZodTypeProvider>();

  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('passwordPolicy', new PasswordPolicy(config.company.name));
  logRequests(app);
  const lifecycle = deps.lifecycle ?? { draining: false };
  announceDraining(app, lifecycle);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON only; any other body is 415 rather than a string that reaches a route.
  app.removeContentTypeParser('text/plain');

  sendSecurityHeaders(app, { uploadOrigin: objectStore instanceof S3Store ? objectStore.origin : undefined, production: config.isProduction });
  await app.register(fastifyCookie);
  refuseCrossSiteWrites(app);
  refuseNulCharacters(app);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(deps.redis && { redis: deps.redis, nameSpace: 'keystone:limit:' }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 60_000)} minute${context.ttl > 60_000 ? 's' : ''}.`,
    }),
  });

  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-request-id', request.id);
  });

  const db = deps.database.db;
  const store = new SessionStore(db, config.sessionSecret, config.sessionIdleMs);
  await app.register(sessionPlugin, { db, store, cookie: { secure: config.isProduction } });
  enforceAccess(app);
  recordAudit(app, db);
  const memory = deps.redis ? undefined : new MemoryCounter();
  const throttle = new LoginThrottle(deps.throttle ?? DEFAULT_THROTTLE, deps.redis ? new RedisCounter(deps.redis) : memory);
  const pruneTimer = setInterval(() => {
    memory?.prune();
    store.sweepExpired().catch((error) => app.log.warn({ err: error }, 'session sweep failed'));
    sweepIdempotencyKeys(db).catch((error) => app.log.warn({ err: error }, 'idempotency sweep failed'));
  }, 10 * 60_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  // Before the route modules, so the OpenAPI document sees each of them.
  await registerOpenApi(app, { company: config.company, secureCookie: config.isProduction });
  await app.register(docsRoutes);
  await app.register(healthRoutes, { database: deps.database, lifecycle });
  await app.register(companyRoutes, { company: config.company });
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const timeZone = config.company.timeZone;
  await app.register(accountRoutes, { db, throttle, registerLimit: limits.registerPer15Minutes, company: config.company });
  await app.register(referralRoutes, { db, timeZone, submitLimit: limits.referralsPerHour });
  await app.register(statsRoutes, { db, timeZone });
  const budget = deps.redis ? new RedisUploadBudget(deps.redis) : new MemoryUploadBudget();
  await app.register(objectRoutes, { db, store: objectStore, uploadLimit: limits.uploadsPerHour, uploadBytesPerDay: limits.uploadBytesPerDay, budget });
  await app.register(driverRoutes, { db, store, applyLimit: limits.applicationsPerHour });
  await app.register(jobRoutes, { db, timeZone });
  await app.register(settingsRoutes, { db, store, throttle, profileLimit: limits.profileChangesPerHour });
  await app.register(auditRoutes, { db });
  await app.register(mfaRoutes, { db, sessionSecret: config.sessionSecret, issuer: config.company.name, throttle });
  await registerWeb(app, config.webRoot);
  return app;
}

