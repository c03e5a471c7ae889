import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A file's bytes as the OpenAPI document describes them: Fastify sends them as they are. */
export const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } },
});

/**
 * Sends a document that holds riders' or drivers' records: never kept by a cache; a PDF opens in the browser,
 * anything else downloads under its name.
 */
export function sendFile(reply: FastifyReply, file: { type: string; filename: string; bytes: Uint8Array | string }) {
  const inline = file.type === 'application/pdf';
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(typeof file.bytes === 'string' ? Buffer.from(file.bytes, 'utf8') : Buffer.from(file.bytes));
}
