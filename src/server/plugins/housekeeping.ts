import fp from 'fastify-plugin';
import type { MemoryCounter } from '../auth/login-throttle';
import type { SessionStore } from '../auth/session-store';
import type { Database } from '../db/client';
import { sweepIdempotencyKeys } from '../idempotency';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Every ten minutes: forget expired sign-in counts (in memory only; Redis expires its own), expired sessions
 * and idempotency keys past their replay window. A failed sweep is logged and tried again next time.
 */
export const housekeeping = fp<{ db: Database; store: SessionStore; memory: MemoryCounter | undefined }>(
  async (app, { db, store, memory }) => {
    const pruneTimer = setInterval(() => {
      memory?.prune();
      store.sweepExpired().catch((error) => app.log.warn({ err: error }, 'session sweep failed'));
      sweepIdempotencyKeys(db).catch((error) => app.log.warn({ err: error }, 'idempotency sweep failed'));
    }, SWEEP_EVERY_MS);
    // The timer never keeps the process alive, and stops with the app.
    pruneTimer.unref();
    app.addHook('onClose', async () => clearInterval(pruneTimer));
  },
  { name: 'housekeeping' },
);
