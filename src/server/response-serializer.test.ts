import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializeThroughSchema } from './response-serializer';

const answer = z.object({ id: z.string(), firstName: z.string() });
const serialize = (schema: unknown) => serializeThroughSchema({ schema, method: 'GET', url: '/api/user' } as never);

describe('answers leave through their declared schema', () => {
  it('drops every field the schema does not list, so a password hash cannot leak', () => {
    const body = serialize(answer)({ id: 'u1', firstName: 'Dana', passwordHash: '$argon2id$secret' });
    expect(JSON.parse(body)).toEqual({ id: 'u1', firstName: 'Dana' });
  });

  it('refuses an answer that breaks its schema instead of sending it', () => {
    let thrown: unknown;
    try {
      serialize(answer)({ id: 'u1' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('reads a schema given as { properties }, as Fastify may pass it', () => {
    expect(serialize({ properties: answer })({ id: 'u2', firstName: 'Jordan' })).toBe(
      '{"id":"u2","firstName":"Jordan"}',
    );
  });
});
