import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_EVENT } from '../../../domain/live';
import { caller, forSignedIn } from '../../auth/access';
import type { Database } from '../../db/client';
import { HttpError, unauthorized } from '../../errors';
import { driverIdOfUser } from '../drivers/service';
import type { LiveHub } from './hub';

/** A quiet stream still says something now and then, so proxies keep it open and a dead peer is noticed. */
const HEARTBEAT_MS = 20_000;
/** The browser reconnects this long after a stream ends or drops. */
const RETRY_MS = 3000;
/** A refused stream may be asked for again after this long (a tab closed meanwhile makes room). */
const RETRY_AFTER_SECONDS = 60;

/** How many streams one session and one person may hold open on an instance (docs/decisions/077-live-stream-limits.md). */
export interface StreamLimits {
  perSession: number;
  perUser: number;
}

const tooManyStreams = () =>
  new HttpError(429, 'Too many live connections are open. Close another tab, or try again in a minute.', undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });

const streamText = z.instanceof(Buffer).meta({ type: 'string' });
const eventStream = {
  description:
    'Server-sent events: `event: change` with `{ type, id }` of each job, referral or driver record the caller may read, as it changes',
  content: { 'text/event-stream': { schema: streamText } },
};

/**
 * Live changes (docs/decisions/050-live-changes.md) as server-sent events, for the signed-in user. A stream
 * lasts `timeout` seconds (15 minutes unless asked for less) and the browser opens the next; it ends sooner when
 * its session ends, on whichever instance (docs/decisions/077-live-stream-limits.md).
 */
export const liveRoutes: FastifyPluginAsyncZod<{ db: Database; hub: LiveHub; limits: StreamLimits }> = async (
  app,
  { db, hub, limits },
) => {
  const open = new Set<() => void>();
  // A stream never finishes by itself: close them all first, or the server would wait for them on shutdown.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/api/events',
    {
      schema: {
        querystring: z.object({
          timeout: z.coerce.number({ error: 'timeout must be a number of seconds' }).int().min(0).max(900).default(900),
        }),
        response: { 200: eventStream },
      },
      // Background: opening the stream does not count as the user's activity, so an idle session still ends.
      config: { ...forSignedIn, background: true },
    },
    async (request, reply) => {
      const user = caller(request);
      const driverId = user.role === 'driver' ? await driverIdOfUser(db, user.id) : null;
      const sessionId = request.sessionId;
      if (!sessionId) throw unauthorized();
      // Counted and taken with no wait in between, so two streams opening together cannot both take the last place.
      const held = hub.openFor(sessionId, user.id);
      if (held.session >= limits.perSession || held.user >= limits.perUser) throw tooManyStreams();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      let ended = false;
      const unsubscribe = hub.subscribe(
        { role: user.role, userId: user.id, driverId, sessionId },
        (change) => raw.write(`event: ${LIVE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`),
        () => end(),
      );
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(deadline);
        unsubscribe();
        open.delete(end);
        raw.end();
      };
      const deadline = setTimeout(end, request.query.timeout * 1000);
      open.add(end);
      raw.on('close', end);
      if (request.query.timeout === 0) end();
    },
  );
};
