import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../domain/api-error';

/** A failure the client may see as it is (decision 034): status, message and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A refusal's codes, sent as `reasons`: safe assignment's (docs/decisions/040-safe-assignment.md), "Rider ready"'s (047). */
    readonly reasons?: readonly string[],
  ) {
    super(message);
  }
}

/** A no-show asked for before the wait is over (docs/decisions/047-legs-returns-cancellations.md): 409 naming the moment it will be allowed. */
export class NoShowTooEarly extends HttpError {
  constructor(readonly noShowAllowedAt: Date) {
    super(409, `A no-show can be recorded from ${noShowAllowedAt.toISOString()}, once the wait is over`);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(409, message, fieldErrors);

const FIELD_ERRORS_MESSAGE = 'Please correct the highlighted fields';

/** Fastify's own 4xx codes, answered with a plain message instead of its wording. */
const KNOWN_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Request body length is wrong'],
  FST_ERR_BAD_URL: [400, 'The address is not valid'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long'],
};

/** PostgreSQL's "data exception" class (SQLSTATE 22…): input the database cannot hold is the caller's error. */
function isDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, body: ApiErrorBody) => reply.status(status).send(body);

  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return send(error.statusCode, {
      message: error.message,
      ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
      ...(error.reasons && { reasons: [...error.reasons] }),
      ...(error instanceof NoShowTooEarly && { noShowAllowedAt: error.noShowAllowedAt.toISOString() }),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    let rootMessage: string | undefined;
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      if (!field) rootMessage ??= `Request ${error.validationContext ?? 'input'} is missing or malformed`;
      else fieldErrors[field] ??= issue.message ?? 'Invalid value';
    }
    const hasFields = Object.keys(fieldErrors).length > 0;
    return send(400, { message: rootMessage ?? FIELD_ERRORS_MESSAGE, ...(hasFields && { fieldErrors }) });
  }
  const known = error.code ? KNOWN_CODES[error.code] : undefined;
  if (known) return send(known[0], { message: known[1] });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(status, { message: error.message });
  if (isDataException(error)) {
    request.log.warn({ reqId: request.id, code: (error as { code?: string }).code }, 'input refused by the database');
    return send(400, { message: 'Some of the input could not be accepted; check for unusual characters or dates' });
  }

  request.log.error({ err: loggable(error), reqId: request.id }, 'request failed');
  return send(500, { message: 'Internal server error' });
}

/**
 * An error as it may be logged: a failed query's message carries its parameters — patients' names,
 * addresses — so only the database's own reason and the stack frames below the message are kept.
 */
function loggable(error: Error) {
  const e = error as Error & { code?: string; cause?: { code?: string; message?: string } };
  const failedQuery = e.message?.startsWith('Failed query');
  return {
    type: e.name,
    code: e.code ?? e.cause?.code,
    message: failedQuery ? `Failed query: ${e.cause?.message ?? 'unknown database error'}` : e.message,
    stack: e.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
}
