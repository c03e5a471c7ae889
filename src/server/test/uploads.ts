import type { FastifyInstance } from 'fastify';
import { sessionCookie } from './test-app';

/**
 * Uploads a file as the browser does: ask for a ticket, PUT the bytes, confirm. Returns the app path and the
 * cookie to keep using (a visitor gets one from the first call).
 */
export async function uploadDocument(
  app: FastifyInstance,
  options: {
    cookie?: string | undefined;
    kind?: 'license' | 'insurance' | 'w9';
    bytes: Buffer;
    contentType?: string;
    declaredSize?: number;
  },
) {
  const contentType = options.contentType ?? 'application/pdf';
  const ticket = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    payload: {
      kind: options.kind ?? 'license',
      filename: 'document.pdf',
      contentType,
      size: options.declaredSize ?? options.bytes.length,
    },
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  if (ticket.statusCode !== 201) throw new Error(`upload ticket: ${ticket.statusCode} ${ticket.body}`);
  const cookie = options.cookie ?? sessionCookie(ticket);
  const { uploadURL, objectId } = ticket.json() as { uploadURL: string; objectId: string };
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    payload: options.bytes,
    headers: { cookie, 'content-type': contentType },
  });
  const complete = await app.inject({ method: 'POST', url: `/api/objects/${objectId}/complete`, headers: { cookie } });
  return {
    cookie,
    objectId,
    put,
    complete,
    url: complete.statusCode === 200 ? (complete.json() as { url: string }).url : undefined,
  };
}

/** The application's three documents, each uploaded as its own kind by one visitor (or the signed-in cookie given). */
export async function uploadApplicationDocuments(app: FastifyInstance, cookie?: string) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const license = await uploadDocument(app, { cookie, kind: 'license', bytes: pdf });
  const insurance = await uploadDocument(app, { cookie: license.cookie, kind: 'insurance', bytes: pdf });
  const w9 = await uploadDocument(app, { cookie: license.cookie, kind: 'w9', bytes: pdf });
  return { cookie: license.cookie!, licenseUrl: license.url!, insuranceUrl: insurance.url!, w9Url: w9.url! };
}
