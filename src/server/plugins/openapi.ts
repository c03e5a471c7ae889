import fp from 'fastify-plugin';
import type { CompanyProfile } from '../../domain/company';
import { registerOpenApi } from '../modules/docs/openapi';

/** The OpenAPI document; registered before the route modules so it sees each of them. */
export const openApi = fp<{ company: CompanyProfile; secureCookie: boolean }>(
  async (app, options) => registerOpenApi(app, options),
  {
    name: 'openapi',
  },
);
