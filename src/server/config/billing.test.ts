import { describe, expect, it } from 'vitest';
import { loadConfig } from '.';
import { throwAwayDirs } from '../test/temp-dirs';

/** The company as billing provider on claims (docs/decisions/072-claim-documents.md). */
const dataDir = throwAwayDirs('billing');

describe('billing provider settings', () => {
  it('stands in demo values until the NPI, EIN and address are set, and reads them when they are', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).billing).toMatchObject({ npi: '1234567893', configured: false });
    const billing = loadConfig({
      DATA_DIR: dataDir(),
      BILLING_NPI: '1987654321',
      BILLING_TAX_ID: '12-3456789',
      BILLING_ADDRESS: '40 Front St, Suite 2, Reading, PA 19601',
    }).billing;
    expect(billing).toEqual({
      npi: '1987654321',
      taxId: '123456789',
      address: { street: '40 Front St, Suite 2', unit: null, city: 'Reading', state: 'PA', zip: '19601' },
      submitterId: '123456789',
      configured: true,
    });
  });

  it('names the variable of a value a claim could not carry', () => {
    expect(() => loadConfig({ BILLING_NPI: '12345' })).toThrow(/BILLING_NPI: must be the 10-digit/);
    expect(() => loadConfig({ BILLING_TAX_ID: '12-34' })).toThrow(/BILLING_TAX_ID/);
    expect(() => loadConfig({ BILLING_ADDRESS: 'somewhere' })).toThrow(/BILLING_ADDRESS/);
  });
});
