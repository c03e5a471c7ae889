import type { InvoiceStatus } from '../../../../domain/invoice';
import type { LevelOfService } from '../../../../domain/level-of-service';
import type { Cents } from '../../../../domain/money';
import type { Sex } from '../../../../domain/diagnosis';
import type { PayerType, TripNumberPlacement } from '../../../../domain/payer';

/** A postal address as claims print it. */
export interface PostalAddress {
  street: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}

/** The company as the billing provider on every claim (loop 2010AA, CMS-1500 boxes 25, 33). */
export interface BillingProvider {
  name: string;
  /** 10-digit National Provider Identifier. */
  npi: string;
  /** Employer identification number, 9 digits (printed as 12-3456789). */
  taxId: string;
  /** Provider taxonomy code (343900000X, non-emergency medical transport). */
  taxonomy: string;
  address: PostalAddress;
  phone: string;
  email: string;
  /** ISA06 / GS02: who sends the 837P. */
  submitterId: string;
}

export interface ClaimLine {
  code: string;
  /** Two letters, origin then destination, e.g. "RJ". */
  modifier: string;
  description: string;
  /** Decimal string in the code's unit (trips, miles, half hours). */
  quantity: string;
  unitCents: Cents;
  amountCents: Cents;
}

export interface ClaimData {
  /** The claim's id in the product; its first 20 characters (no dashes) are the claim's control number. */
  id: string;
  jobId: string;
  serviceDate: string;
  levelOfService: LevelOfService;
  rider: {
    fullName: string;
    dateOfBirth: string;
    memberId: string | null;
    phone: string;
    /** F, M or U (DMG03, box 3). */
    sex: Sex;
    /** The rider's home, else the trip's pickup when it is a full postal address; null when neither is. */
    address: PostalAddress | null;
  };
  /** ICD-10-CM codes with their point (Z99.2), in the claim's order (HI, box 21); empty is a claim problem. */
  diagnoses: string[];
  /** The payer's prior authorization number (REF*G1, box 23). */
  priorAuthorization: string | null;
  /** The broker's trip number, sent where the payer asks for it. */
  brokerTripId: string | null;
  /** The rider signed at drop-off: "SIGNATURE ON FILE" in boxes 12 and 13. */
  riderSigned: boolean;
  /** A corrected claim replaces the payer's earlier one (CLM05-3 7, REF*F8); null for an original claim. */
  correction: { payerClaimNumber: string } | null;
  /** For a workers' compensation payer: the carrier's claim (REF*Y4 in loop 2010BA). */
  workersComp: { claimNumber: string; employer: string; dateOfInjury: string; authorizationNumber: string } | null;
  /** `postal` is the place as a whole postal address (the 837P's pick-up and drop-off loops), when it is one. */
  pickup: { address: string; zip: string | null; postal: PostalAddress | null };
  dropoff: { address: string; zip: string | null; postal: PostalAddress | null };
  driverName: string | null;
  lines: ClaimLine[];
  totalCents: Cents;
}

/** Everything an invoice's documents (PDF, CMS-1500, 837P, CSV) print; figures are exactly those the API answers. */
export interface InvoiceDocumentData {
  invoice: {
    id: string;
    /** INV-000042 */
    number: string;
    /** The numeric part, for the 837P control numbers. */
    sequence: number;
    status: InvoiceStatus;
    periodFrom: string;
    periodTo: string;
    createdOn: string;
    sentOn: string | null;
    dueOn: string | null;
    termsDays: number;
    totalCents: Cents;
    paidCents: Cents;
  };
  provider: BillingProvider;
  payer: {
    name: string;
    type: PayerType;
    /** Electronic payer ID (2010BB NM109, ISA08); null when the payer has none (claims go on paper). */
    payerCode: string | null;
    billingAddress: PostalAddress;
    contactName: string;
    /** Claims to a live payer are production data (ISA15 P); otherwise test data (T). */
    claimsLive: boolean;
    /** Where the broker's trip number goes, or null when the payer does not ask for it. */
    tripNumberOn: TripNumberPlacement | null;
  };
  claims: ClaimData[];
  /** When the file was made (ISA09/10, GS04/05, BHT04/05), passed in so output is reproducible in tests. */
  generatedAt: Date;
}
