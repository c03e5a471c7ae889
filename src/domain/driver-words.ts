// Apart from the schemas, so a screen that only names an application's documents does not load zod
// (docs/performance.md, "Staff screens on a phone").

/** The three documents of an application (docs/product/screens-and-routes.md). */
export const DOCUMENT_KINDS = ['license', 'insurance', 'w9'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  license: "Driver's License",
  insurance: 'Insurance',
  w9: 'W-9 Form',
};
export const DOCUMENT_URL_FIELDS = { license: 'licenseUrl', insurance: 'insuranceUrl', w9: 'w9Url' } as const;

/** docs/product/validation.md and docs/product/constants.md: one file each, at most 10485760 bytes, PDF, JPG or PNG. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
