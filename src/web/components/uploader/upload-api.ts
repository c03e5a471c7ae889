import type { DocumentKind, UploadContentType, UploadTicket } from '@domain/driver';
import { UPLOAD_CONTENT_TYPES } from '@domain/driver';
import { ApiError, api } from '@/lib/api-client';

/** docs/product/errors.md names the W-9 in capitals and the others in lower case. */
const KIND_WORDS: Record<DocumentKind, string> = { license: 'license', insurance: 'insurance', w9: 'W-9' };

const TYPE_BY_EXTENSION: Record<string, UploadContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Some phones give no MIME type for a file; fall back to its extension (the server checks the bytes anyway, decision 028). */
function uploadContentType(name: string, type: string | undefined): UploadContentType | undefined {
  if (type && (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type)) return type as UploadContentType;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension];
}

/** POST /api/objects/upload: a signed-in user or an applicant's visitor session (decision 025). */
export function requestUploadTicket(
  kind: DocumentKind,
  file: { name: string; type?: string; size: number },
): Promise<UploadTicket> {
  return api.post('/api/objects/upload', {
    body: {
      kind,
      filename: file.name,
      contentType: uploadContentType(file.name, file.type) ?? file.type ?? '',
      size: file.size,
    },
  });
}

/** After the PUT: the server checks the size and first bytes, then answers the document's app path (decision 028). */
export function completeUpload(objectId: string): Promise<{ url: string }> {
  return api.post('/api/objects/{id}/complete', { path: { id: objectId } });
}

/**
 * The 'Upload Error' toast's words when the upload URL could not be had (docs/product/errors.md): a 401 asks
 * the visitor to log in; a refusal the server explains (413 size, 415 type, 429 too many) keeps its
 * message; anything else names the document.
 */
export function uploadUrlErrorText(error: unknown, kind: DocumentKind): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Please log in to upload files';
    if ([413, 415, 429].includes(error.status) && error.serverMessage) return error.serverMessage;
    if (error.status === 413) return 'Files must be at most 10 MB';
    if (error.status === 415) return 'Only PDF, JPG or PNG files can be uploaded';
  }
  return `Failed to get upload URL for ${KIND_WORDS[kind]}`;
}

/** Why the server refused the uploaded bytes at /complete (413 too large, 415 not a real PDF/JPG/PNG). */
export function completeErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 413) return 'Files must be at most 10 MB';
    if (error.status === 415) return 'This file is not a PDF, JPG or PNG';
  }
  return 'The upload could not be completed. Please try again.';
}

/**
 * Why the PUT of the bytes failed. The local-disk backend answers decision 034's JSON ({ message }); S3 answers
 * XML, so its refusals fall back to the status; errors without a status are our own messages.
 */
export function storageErrorText(error: Error & { status?: number; body?: unknown }): string {
  if (typeof error.status !== 'number') return error.message;
  if (typeof error.body === 'string') {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // Not JSON (S3's XML error document).
    }
  }
  if (error.status === 413) return 'Files must be at most 10 MB';
  if (error.status === 415) return 'Only PDF, JPG or PNG files can be uploaded';
  return 'The file could not be uploaded. Please try again.';
}
