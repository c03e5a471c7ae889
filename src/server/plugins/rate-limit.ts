import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Per-address limits that public forms opt into through their route config (none is global). With Redis
 * every instance counts together; without it each counts alone.
 */
export const rateLimit = fp<{ redis: Redis | undefined }>(
  async (app, { redis }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: 'keystone:limit:' }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${Math.ceil(context.ttl / 60_000)} minute${context.ttl > 60_000 ? 's' : ''}.`,
      }),
    });
  },
  { name: 'rate-limit' },
);
