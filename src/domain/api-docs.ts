import { z } from 'zod';

/** GET /api/docs: the OpenAPI 3.1 document of this API (its full shape is OpenAPI's own). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
