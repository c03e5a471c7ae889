import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * PostgreSQL text cannot hold a NUL character, and no form of ours needs one: refuse it up front, on the field
 * that carries it, instead of letting the database fail the write.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body) ?? findNul(request.query);
    if (field !== undefined) throw badRequest('Text may not contain control characters', { [field || 'body']: 'Remove the invalid character' });
  });
}

function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'body';
    const found = findNul(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
