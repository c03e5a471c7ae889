import { z } from 'zod';

/**
 * The company as the billing provider on claims (docs/decisions/072-claim-documents.md). Outside production the
 * demo values stand in, so claims can be tried; in production a claim file is refused until they are set.
 */
export const billingEnv = {
  BILLING_NPI: z
    .string()
    .regex(/^\d{10}$/, 'must be the 10-digit National Provider Identifier')
    .optional(),
  BILLING_TAX_ID: z
    .string()
    .transform((v) => v.replace(/-/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, 'must be the 9-digit employer identification number, such as 23-1234567'))
    .optional(),
  BILLING_ADDRESS: z
    .string()
    .regex(
      /^.+,\s*.+,\s*[A-Z]{2}\s+\d{5}(-\d{4})?$/,
      'must read "street, city, ST 12345", such as "1500 Market St Suite 200, Philadelphia, PA 19102"',
    )
    .optional(),
  BILLING_SUBMITTER_ID: z.string().trim().min(2).max(15, 'must be at most 15 characters').optional(),
};

export interface BillingConfig {
  billing: {
    npi: string;
    taxId: string;
    address: { street: string; unit: null; city: string; state: string; zip: string };
    submitterId: string;
    /** False when the values are the demo's stand-ins (not production, nothing set). */
    configured: boolean;
  };
}

type BillingEnv = z.infer<z.ZodObject<typeof billingEnv>>;

const DEMO = { npi: '1234567893', taxId: '231234567', address: '1500 Market St Suite 200, Philadelphia, PA 19102' };

function addressOf(line: string): BillingConfig['billing']['address'] {
  const parts = line.split(',').map((p) => p.trim());
  const [state, zip] = parts.pop()!.split(/\s+/) as [string, string];
  const city = parts.pop()!;
  return { street: parts.join(', '), unit: null, city, state, zip };
}

export function billingConfig(e: BillingEnv): BillingConfig {
  const configured = Boolean(e.BILLING_NPI && e.BILLING_TAX_ID && e.BILLING_ADDRESS);
  const taxId = e.BILLING_TAX_ID ?? DEMO.taxId;
  return {
    billing: {
      npi: e.BILLING_NPI ?? DEMO.npi,
      taxId,
      address: addressOf(e.BILLING_ADDRESS ?? DEMO.address),
      submitterId: e.BILLING_SUBMITTER_ID ?? taxId,
      configured,
    },
  };
}
