import type { FastifyInstance } from 'fastify';

/** Shared between the shutdown sequence and the routes that must know about it (/readyz). */
export interface Lifecycle {
  draining: boolean;
}

/** Time for load balancers to see /readyz fail and stop sending; with the requests in flight, within the 10 s limit. */
export const DRAIN_MS = 2000;

/**
 * A deploy's SIGTERM, in two steps:
 * 1. drain: keep serving, but answer /readyz with 503 and every response with `Connection: close`, so load
 *    balancers and keep-alive clients move to other instances. Closing the listening socket at once would reset
 *    the connections still queued in the kernel: bench/faults/sigterm.mjs saw 9 of 16 requests in flight lost so;
 * 2. close: stop listening, end idle connections, wait for the requests in flight, run onClose (pools, timers).
 */
export async function drainAndClose(app: FastifyInstance, lifecycle: Lifecycle, drainMs = DRAIN_MS): Promise<void> {
  lifecycle.draining = true;
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}

export function announceDraining(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}
