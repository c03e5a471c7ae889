import type { InvoiceStatus } from '@domain/invoice';

/**
 * The statuses whose claims have gone to the payer. The 837P batch and the CMS-1500 forms are what the payer
 * receives, so a draft's would skip the checks made on sending and a void invoice's bill nothing: the server
 * answers 409 for those, and the page offers the files only when they can be had.
 */
const SENT_STATUSES: readonly InvoiceStatus[] = ['sent', 'partially_paid', 'paid', 'denied'];

export const hasClaimFiles = (status: InvoiceStatus) => SENT_STATUSES.includes(status);
