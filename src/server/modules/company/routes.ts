import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyProfileSchema, type CompanyProfile } from '../../../domain/company-profile';

/** Decision 019: the browser reads the profile from here so environment overrides reach every page. */
export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyProfile }> = async (app, { company }) => {
  app.get('/api/company', { schema: { response: { 200: companyProfileSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return company;
  });
};
