import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { PasswordPolicy } from '../auth/password-policy';
import { HEADERS_TIMEOUT_MS } from '../config/limits';
import { errorHandler } from '../errors';
import { serializeThroughSchema } from '../response-serializer';
import { logRequests } from '../request-log';
import { announceDraining, type Lifecycle } from '../shutdown';

export interface CoreOptions {
  companyName: string;
  lifecycle: Lifecycle;
  onRoute: ((route: RouteOptions) => void) | undefined;
}

/** How every request is read, validated, logged and failed, before any route exists. */
export const core = fp<CoreOptions>(
  async (app, { companyName, lifecycle, onRoute }) => {
    app.server.headersTimeout = HEADERS_TIMEOUT_MS;
    if (onRoute) app.addHook('onRoute', onRoute);
    app.decorate('passwordPolicy', new PasswordPolicy(companyName));
    logRequests(app);
    announceDraining(app, lifecycle);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializeThroughSchema);
    app.setErrorHandler(errorHandler);
    // The API speaks JSON only; any other body is 415 rather than a string that reaches a route.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'core' },
);
