import { DOCUMENT_KINDS, DOCUMENT_URL_FIELDS } from '@domain/driver';
import { api } from '@/lib/api-client';

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/**
 * The application's three documents uploaded as the browser does (ticket, PUT, confirm) by the test page's visitor,
 * for a test that applies as a driver against the real API: each slot needs a file of its own kind.
 */
export async function uploadApplicationDocuments(): Promise<
  Record<(typeof DOCUMENT_URL_FIELDS)[keyof typeof DOCUMENT_URL_FIELDS], string>
> {
  const documents = {} as Record<(typeof DOCUMENT_URL_FIELDS)[keyof typeof DOCUMENT_URL_FIELDS], string>;
  for (const kind of DOCUMENT_KINDS) {
    const ticket = await api.post('/api/objects/upload', {
      body: {
        kind,
        filename: `${kind}.pdf`,
        contentType: 'application/pdf',
        size: PDF.length,
      },
    });
    const put = await fetch(new URL(ticket.uploadURL, window.location.href), {
      method: 'PUT',
      body: PDF,
      headers: ticket.headers,
      credentials: 'include',
    });
    if (!put.ok) throw new Error(`upload of the ${kind} failed: ${put.status}`);
    documents[DOCUMENT_URL_FIELDS[kind]] = (
      await api.post('/api/objects/{id}/complete', { path: { id: ticket.objectId } })
    ).url;
  }
  return documents;
}
