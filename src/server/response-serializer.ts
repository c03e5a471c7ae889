import type { FastifySchemaCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<unknown>>[0]) => (data: unknown) => string;

/**
 * Every answer leaves through its route's declared schema, so a field the schema does not list never reaches
 * the caller. The zod type provider's own serializer runs zod's encode direction, which costs about three times
 * as much as parsing for a page of 50 jobs (0.15 ms against 0.05 ms, docs/performance.md); the answer schemas
 * hold no codecs or transforms, so parsing gives the same output at a third of the cost.
 */
export const serializeThroughSchema: SerializerCompiler = ({ schema, method, url }) => {
  const declared = resolve(schema);
  return (data) => {
    const result = declared.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

function resolve(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(schema)}`);
}
