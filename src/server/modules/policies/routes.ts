import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyPoliciesResponse, companyPoliciesSchema } from '../../../domain/policies';
import { caller, forSignedIn, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { describePolicies, savePolicies } from './service';

/**
 * The company's policies (docs/decisions/049-company-policies.md). Every signed-in user reads them, because the
 * driver's no-show countdown and a partner's late-cancellation warning are drawn from them; only an
 * administrator changes them, and each change is in the audit trail.
 */
export const policyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/policies',
    { schema: { response: { 200: companyPoliciesResponse } }, config: { ...forSignedIn } },
    async () => describePolicies(db),
  );

  app.put(
    '/api/policies',
    {
      schema: { body: companyPoliciesSchema, response: { 200: companyPoliciesResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'policies.update', entity: 'policies' } },
    },
    async (request) => savePolicies(db, request.body, caller(request).id),
  );
};
