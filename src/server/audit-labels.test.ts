import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '../domain/audit-labels';
import { createTestApp, type TestApp } from './test/test-app';

// The Audit tab shows words, not codes such as "user.mfa.setup": every action a route records has them.
const actions = new Set<string>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const action = (route.config as { audit?: { action?: string } } | undefined)?.audit?.action;
        if (action) actions.add(action);
      },
    },
  );
});
afterAll(() => t.close());

describe('audit action labels', () => {
  it('has words for the action of every audited route, and for the sign-in outcomes', () => {
    expect(actions.size).toBeGreaterThan(20);
    const recorded = [...actions].flatMap((action) =>
      action === 'login' ? ['login.success', 'login.failure'] : [action],
    );
    const missing = [...recorded, 'login.mfa_required', 'access.denied'].filter(
      (action) => !AUDIT_ACTION_LABELS[action],
    );
    expect(missing).toEqual([]);
  });
});
