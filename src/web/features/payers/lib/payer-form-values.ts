import type { Path } from 'react-hook-form';
import type { Payer, PayerInput, PayerType, TripNumberPlacement } from '@domain/payer';

/** What the payer form holds: text as typed, the yes/no answers as ticks. */
export interface PayerFormValues {
  name: string;
  type: PayerType | '';
  payerCode: string;
  billingAddress: { street: string; unit: string; city: string; state: string; zip: string };
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  termsDays: string;
  signatureRequired: boolean;
  active: boolean;
  defaultDiagnosisCode: string;
  claimsLive: boolean;
  /** '' when the trip number is not sent. */
  tripNumberOn: TripNumberPlacement | '';
}

/**
 * New payers start on the decisions' defaults: 30 days, signature required, active, and claims marked as test data
 * until the company marks them live (docs/decisions/099-claims-a-clearinghouse-accepts.md).
 */
export const EMPTY_PAYER_FORM: PayerFormValues = {
  name: '',
  type: '',
  payerCode: '',
  billingAddress: { street: '', unit: '', city: '', state: '', zip: '' },
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  termsDays: '30',
  signatureRequired: true,
  active: true,
  defaultDiagnosisCode: '',
  claimsLive: false,
  tripNumberOn: '',
};

/** The fields a server's field error may name (dotted, as the server writes them), so it shows under its own field. */
export const PAYER_FORM_FIELDS: Path<PayerFormValues>[] = [
  'name',
  'type',
  'payerCode',
  'billingAddress',
  'billingAddress.street',
  'billingAddress.unit',
  'billingAddress.city',
  'billingAddress.state',
  'billingAddress.zip',
  'contactName',
  'contactPhone',
  'contactEmail',
  'termsDays',
  'signatureRequired',
  'active',
  'defaultDiagnosisCode',
  'claimsLive',
  'tripNumberOn',
];

export function payerToFormValues(p: Payer): PayerFormValues {
  const a = p.billingAddress;
  return {
    name: p.name,
    type: p.type,
    payerCode: p.payerCode ?? '',
    billingAddress: { street: a.street, unit: a.unit ?? '', city: a.city, state: a.state, zip: a.zip },
    contactName: p.contactName,
    contactPhone: p.contactPhone,
    contactEmail: p.contactEmail,
    termsDays: String(p.termsDays),
    signatureRequired: p.signatureRequired,
    active: p.active,
    defaultDiagnosisCode: p.defaultDiagnosisCode ?? '',
    claimsLive: p.claimsLive,
    tripNumberOn: p.tripNumberOn ?? '',
  };
}

/**
 * A count typed in a text box, for a schema that wants a number. Blank is NaN rather than 0 or undefined, so the
 * schema says "Enter ..." instead of quietly taking zero or the default.
 */
export function wholeNumberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * What the form sends: the terms as a number; no type chosen is left out, so the schema asks for one; the trip
 * number "Not sent" as null.
 */
export function toPayerInput(values: PayerFormValues): PayerInput {
  const { type, termsDays, tripNumberOn, ...rest } = values;
  return {
    ...rest,
    ...(type ? { type } : {}),
    termsDays: wholeNumberOf(termsDays),
    tripNumberOn: tripNumberOn || null,
  } as PayerInput;
}
