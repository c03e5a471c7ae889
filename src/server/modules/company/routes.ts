import type { FastifyPluginAsync } from 'fastify';
import type { CompanyProfile } from '../../../domain/company';

/** D1: the browser reads the profile from here so environment overrides reach every page. */
export const companyRoutes: FastifyPluginAsync<{ company: CompanyProfile }> = async (app, { company }) => {
  app.get('/api/company', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return company;
  });
};
