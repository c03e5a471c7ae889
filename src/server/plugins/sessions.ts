import fp from 'fastify-plugin';
import { enforceAccess } from '../auth/access';
import { sessionPlugin } from '../auth/session-plugin';
import type { SessionStore } from '../auth/session-store';
import type { Database } from '../db/client';

/** Who is calling (the session cookie) and whether the route's declared roles let them in. */
export const sessions = fp<{ db: Database; store: SessionStore; secureCookie: boolean }>(
  async (app, { db, store, secureCookie }) => {
    await app.register(sessionPlugin, { db, store, cookie: { secure: secureCookie } });
    enforceAccess(app);
  },
  { name: 'sessions' },
);
