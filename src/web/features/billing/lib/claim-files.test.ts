import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '@domain/invoice';
import { hasClaimFiles } from './claim-files';

describe('the claim files (837P batch and CMS-1500 forms)', () => {
  it('are offered once the invoice has been sent, whatever the payer did with it since', () => {
    expect(INVOICE_STATUSES.filter(hasClaimFiles)).toEqual(['sent', 'partially_paid', 'paid', 'denied']);
  });
  it('are not offered for a draft or a void invoice, which the server refuses them for', () => {
    expect(hasClaimFiles('draft')).toBe(false);
    expect(hasClaimFiles('void')).toBe(false);
  });
});
