import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * An administrator turns on the measured figures of the public site (docs/decisions/109-public-figures.md),
 * keeping the trip policy in force; the answer of the save, for the test to check.
 */
export async function showMeasuredFigures(app: FastifyInstance, cookie: string): Promise<LightMyRequestResponse> {
  const policies = (await app.inject({ method: 'GET', url: '/api/policies', headers: { cookie } })).json<{
    trip: object;
  }>();
  return app.inject({
    method: 'PUT',
    url: '/api/policies',
    headers: { cookie },
    payload: { trip: policies.trip, site: { measuredFigures: true } },
  });
}
