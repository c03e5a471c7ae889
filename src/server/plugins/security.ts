import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { refuseCrossSiteWrites } from '../auth/same-origin';
import { isApiPath } from '../routed-path';
import { sendSecurityHeaders, type SecurityHeaderOptions } from '../security-headers';
import { refuseNulCharacters } from '../text-guard';

/** What every answer carries and every request is refused for, whoever sends it and whatever route it reaches. */
export const security = fp<SecurityHeaderOptions>(
  async (app, headers) => {
    sendSecurityHeaders(app, headers);
    await app.register(fastifyCookie);
    refuseCrossSiteWrites(app);
    refuseNulCharacters(app);
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'security' },
);
