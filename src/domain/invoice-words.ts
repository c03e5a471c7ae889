/**
 * Invoices and claims (docs/decisions/070-invoices.md). An invoice bills one payer for the trips of one period;
 * each trip is a claim with its charge lines. Money in the API as dollars with two decimals, cents inside.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'denied', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  denied: 'Denied',
  void: 'Void',
};

/**
 * What the clerk is told before a claim goes out: each is a reason the payer would refuse or query it. A draft
 * with any of these cannot be sent until the claim is fixed or taken off.
 */
export const CLAIM_PROBLEMS = [
  'signature_missing',
  'pickup_location_far',
  'pickup_location_missing',
  'code_mismatch',
  'miles_off_estimate',
  'miles_missing',
  'modifier_missing',
  'authorization_invalid',
  'driver_credentials',
  'vehicle_credentials',
  'insured_id_missing',
  'rider_missing',
  'diagnosis_missing',
  'rider_address_missing',
] as const;
export type ClaimProblem = (typeof CLAIM_PROBLEMS)[number];
export const CLAIM_PROBLEM_LABELS: Record<ClaimProblem, string> = {
  signature_missing: "The payer requires the rider's signature and none was taken",
  pickup_location_far: 'The pickup was recorded more than 0.25 mile from the pickup address',
  pickup_location_missing: 'No location was recorded at pickup',
  code_mismatch: 'A HCPCS code does not match the level of service',
  miles_off_estimate: 'Billed miles differ from the travel estimate by more than 10 %',
  miles_missing:
    'No miles are billed: the odometer was not read at both pickup and drop-off, and the places give no estimate',
  modifier_missing: 'A line has no origin/destination modifier',
  authorization_invalid: "The trip is outside its workers' compensation authorization",
  driver_credentials: "The driver's credentials were not valid on the service date",
  vehicle_credentials: "The vehicle's documents were not valid on the service date",
  insured_id_missing: "The rider has no member ID (or workers' compensation claim number) for the claim",
  rider_missing: 'The trip has no rider record, so the claim has no date of birth',
  diagnosis_missing:
    "No diagnosis code: add one to the trip's authorization or referral, the rider, or the payer's default",
  rider_address_missing:
    'The rider has no home address and the pickup is not a full address, so the claim has no subscriber address',
};

export const PAYMENT_METHODS = ['check', 'eft', 'card', 'cash', 'other'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  check: 'Check',
  eft: 'EFT / ACH',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
};

/** Aging by days since the invoice was sent: what is still owed, per payer. */
export const AGING_BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  days0to30: '0–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
};

/** Each bucket's days since sending, first and last (null: no end); the aging and its drill-down list share them. */
export const AGING_BUCKET_DAYS: Record<AgingBucket, readonly [number, number | null]> = {
  days0to30: [0, 30],
  days31to60: [31, 60],
  days61to90: [61, 90],
  over90: [91, null],
};
