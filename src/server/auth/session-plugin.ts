import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../../domain/auth';
import type { Database } from '../db/client';
import { toSessionUser } from './session-user';
import type { SessionStore } from './session-store';
import { routedPath } from '../routed-path';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** Set between an admin's password and second factor. */
    pendingMfaUserId: string | null;
  }
}

export interface SessionCookieOptions {
  secure: boolean;
}

const PENDING_MFA_MS = 5 * 60_000;

/** `__Host-` binds the cookie to this exact origin over HTTPS (ASVS 3.3.x); plain HTTP in development cannot use it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

/** Reads the session cookie on every /api request and puts the signed-in user on the request. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; store: SessionStore; cookie: SessionCookieOptions }) => {
    const name = sessionCookieName(opts.cookie.secure);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('pendingMfaUserId', null);

    app.addHook('onRequest', async (request) => {
      const path = routedPath(request);
      if (!path.startsWith('/api/') && !path.startsWith('/objects/')) return;
      const token = request.cookies[name];
      if (!token) return;
      // A background request (the live stream reconnecting) is not the user at work: it must not keep an idle session alive.
      const background = (request.routeOptions.config as { background?: boolean } | undefined)?.background === true;
      const session = await opts.store.load(token, Date.now(), { roll: !background });
      if (!session) return;
      request.sessionId = session.sid;
      request.pendingMfaUserId = session.pendingMfaUserId ?? null;
      if (session.user) request.user = toSessionUser(session.user);
    });

    app.decorate('startSession', async (reply: FastifyReply, userId: string | null) => {
      const token = await opts.store.create(userId);
      reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.cookie.secure });
      return opts.store.sidOf(token);
    });
    app.decorate('startPendingMfa', async (reply: FastifyReply, userId: string) => {
      const token = await opts.store.create(null, Date.now(), { mfaUserId: userId, ttlMs: PENDING_MFA_MS });
      reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.cookie.secure });
    });
    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionId) await opts.store.destroy(request.sessionId);
      request.user = null;
      request.sessionId = null;
      request.pendingMfaUserId = null;
      reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.cookie.secure });
    });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Issues a new session id (ASVS 7.2.4: a fresh id at every sign-in) and sets the cookie; returns the
     * stored sid. A null user starts a visitor's session (decision 025).
     */
    startSession(reply: FastifyReply, userId: string | null): Promise<string>;
    /** Password accepted, second factor still owed: a five-minute step that is not a session (ASVS 6.3.3). */
    startPendingMfa(reply: FastifyReply, userId: string): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}
