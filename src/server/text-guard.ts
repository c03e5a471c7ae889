import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * No form of ours nests deeper than a few levels; a body nested thousands deep is an attack on whatever walks
 * it (this check, the validator, the database driver), so it is refused before anything else looks at it.
 */
const MAX_BODY_DEPTH = 32;

/**
 * PostgreSQL text cannot hold a NUL character, and no form of ours needs one: refuse it up front, on the field
 * that carries it, instead of letting the database fail the write. The walk is iterative and bounded in depth,
 * so no body can exhaust the stack.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.body, request.query]) {
      const found = inspect(input);
      if (found === 'too-deep')
        throw badRequest('The request is nested too deeply', {
          body: `Nest values at most ${MAX_BODY_DEPTH} levels deep`,
        });
      if (found !== undefined)
        throw badRequest('Text may not contain control characters', {
          [found || 'body']: 'Remove the invalid character',
        });
    }
  });
}

/** The path of the first field holding a NUL ('' for the body itself), 'too-deep', or undefined when clean. */
function inspect(root: unknown): string | 'too-deep' | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    // Parsed JSON and query strings are plain objects and arrays; a streamed upload body is not walked.
    if (!value || typeof value !== 'object' || !isPlain(value)) continue;
    if (depth >= MAX_BODY_DEPTH) return 'too-deep';
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return path || 'body';
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}
