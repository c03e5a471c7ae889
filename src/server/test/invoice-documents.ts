import { multiplyCents, sumCents, type Cents } from '../../domain/money';
import type { ClaimData, ClaimLine, InvoiceDocumentData } from '../modules/invoices/documents/claim-data';

/** A charge line priced as the product prices one: unit × quantity, rounded once to the cent. */
export function chargeLine(
  code: string,
  modifier: string,
  description: string,
  quantity: string,
  unitCents: Cents,
): ClaimLine {
  return { code, modifier, description, quantity, unitCents, amountCents: multiplyCents(unitCents, quantity) };
}

/** A claim whose total is its lines' sum. */
export function claimOf(claim: Omit<ClaimData, 'totalCents'>): ClaimData {
  return { ...claim, totalCents: sumCents(claim.lines.map((l) => l.amountCents)) };
}

/**
 * An invoice to a workers' compensation carrier with two trips (docs/decisions/072-claim-documents.md): a
 * wheelchair trip under a WC claim (A0130 base, 7.2 loaded miles, a half hour's wait = $102.40) and an
 * ambulatory trip billed on the rider's member ID ($32.88); $50.00 paid.
 */
export function invoiceDocumentFixture(): InvoiceDocumentData {
  const claims = [
    claimOf({
      id: '3f6c2a1e-9b4d-4c7a-8e21-5d0f7b9a1c44',
      jobId: '8a1d4e2f-0c3b-4f5a-9e6d-7b8c9d0e1f2a',
      serviceDate: '2026-11-03',
      levelOfService: 'wheelchair',
      rider: {
        fullName: 'Maria Elena Lopez',
        dateOfBirth: '1961-03-14',
        memberId: null,
        phone: '(215) 555-0177',
        sex: 'F',
        address: { street: '42 Walnut St', unit: 'Apt 3B', city: 'Philadelphia', state: 'PA', zip: '19106' },
      },
      diagnoses: ['S72.001A', 'Z99.3'],
      priorAuthorization: 'AUTH-77120',
      brokerTripId: null,
      riderSigned: true,
      correction: null,
      workersComp: {
        claimNumber: 'WC-2026-448812',
        employer: 'Delaware Valley Builders',
        dateOfInjury: '2026-09-18',
        authorizationNumber: 'AUTH-77120',
      },
      pickup: {
        address: '42 Walnut St, Philadelphia, PA 19106',
        zip: '19106',
        postal: { street: '42 Walnut St', unit: null, city: 'Philadelphia', state: 'PA', zip: '19106' },
      },
      dropoff: {
        address: 'Liberty Dialysis Center, 1800 Lombard St, Philadelphia, PA 19146',
        zip: '19146',
        postal: { street: '1800 Lombard St', unit: null, city: 'Philadelphia', state: 'PA', zip: '19146' },
      },
      driverName: 'Sam Ortiz',
      lines: [
        chargeLine('A0130', 'RJ', 'Wheelchair van, base rate', '1', 5500),
        chargeLine('S0209', 'RJ', 'Wheelchair van, loaded miles', '7.2', 325),
        chargeLine('T2007', '', 'Waiting time, per half hour', '2', 1200),
      ],
    }),
    claimOf({
      id: 'b7e90d12-44af-4b6e-a3c5-0e1d2c3b4a59',
      jobId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      serviceDate: '2026-11-05',
      levelOfService: 'ambulatory',
      rider: {
        fullName: "James O'Neil",
        dateOfBirth: '1978-07-02',
        memberId: 'KM-55120934',
        phone: '(610) 555-0123',
        sex: 'M',
        address: { street: '9 Elm Ct', unit: null, city: 'Media', state: 'PA', zip: '19063' },
      },
      diagnoses: ['Z99.2'],
      priorAuthorization: null,
      brokerTripId: null,
      riderSigned: false,
      correction: null,
      workersComp: null,
      pickup: { address: '9 Elm Ct, Media, PA 19063', zip: '19063', postal: null },
      dropoff: { address: 'Riddle Hospital, 1068 W Baltimore Pike, Media, PA 19063', zip: '19063', postal: null },
      driverName: null,
      lines: [
        chargeLine('A0100', 'RH', 'Ambulatory transport, base rate', '1', 2500),
        chargeLine('S0215', 'RH', 'Ambulatory transport, loaded miles', '4.5', 175),
      ],
    }),
  ];
  return {
    invoice: {
      id: 'e2a4c6d8-1b3f-4a5c-9d7e-2f4a6c8e0b1d',
      number: 'INV-000042',
      sequence: 42,
      status: 'partially_paid',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-15',
      createdOn: '2026-11-16',
      sentOn: '2026-11-17',
      dueOn: '2026-12-17',
      termsDays: 30,
      totalCents: sumCents(claims.map((c) => c.totalCents)),
      paidCents: 5000,
    },
    provider: {
      name: 'Keystone Medical Transport',
      npi: '1234567893',
      taxId: '231234567',
      taxonomy: '343900000X',
      address: { street: '500 Industrial Hwy', unit: 'Unit 2', city: 'Philadelphia', state: 'PA', zip: '19153' },
      phone: '(215) 555-0100',
      email: 'billing@keystone-transport.example',
      submitterId: 'KEYSTONE01',
    },
    payer: {
      name: 'Keystone Mutual Workers Comp',
      type: 'workers_comp',
      payerCode: 'KMWC1',
      billingAddress: { street: '1 Claims Plaza', unit: 'Suite 400', city: 'Harrisburg', state: 'PA', zip: '17101' },
      contactName: 'Alex Adjuster',
      claimsLive: false,
      tripNumberOn: null,
    },
    claims,
    generatedAt: new Date('2026-11-17T14:05:09Z'),
  };
}
