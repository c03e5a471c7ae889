import type { UploadContentType } from '../../../domain/driver';

/** Stored files (decision 028): the type is decided by the file's first bytes, never by its name or the browser's word. */
export function sniffContentType(bytes: Buffer): UploadContentType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return undefined;
}
