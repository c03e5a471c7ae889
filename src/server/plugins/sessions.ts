import fp from 'fastify-plugin';
import { enforceAccess } from '../auth/access';
import { readApiTokens } from '../auth/api-token-plugin';
import { sessionPlugin } from '../auth/session-plugin';
import type { SessionStore } from '../auth/session-store';
import type { Database } from '../db/client';

/** Who is calling (the session cookie, or an API token) and whether the route's declared roles and scopes let them in. */
export const sessions = fp<{
  db: Database;
  store: SessionStore;
  secureCookie: boolean;
  tokenRequestsPerMinute: number;
}>(
  async (app, { db, store, secureCookie, tokenRequestsPerMinute }) => {
    await app.register(sessionPlugin, { db, store, cookie: { secure: secureCookie } });
    readApiTokens(app, db, tokenRequestsPerMinute);
    enforceAccess(app);
  },
  { name: 'sessions', dependencies: ['rate-limit'] },
);
