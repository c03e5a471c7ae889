import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumCents } from '../../../domain/money';
import {
  balancedClaim,
  fixtureAnswers,
  write835,
  type Adjustment835Input,
  type Claim835Input,
} from '../../test/x12-answers';
import { ClaimFileError } from './claim-file-error';
import { read835 } from './read-835';

/**
 * The 835 paying the fixture's claims (docs/decisions/100-acknowledgments-and-remittances.md): one in part with a
 * deductible and a fee schedule reduction, one in full, one denied for want of an authorization, one the product
 * never sent, a recovery and interest outside any claim, and a later notice reversing a payment. Money reads back
 * to the cent, and every claim balances.
 */

const answers = fixtureAnswers();
const { sent } = answers;
const [wheelchair, ambulatory, third] = sent.claims;
const remittance = read835(answers.remit835);
const [eft, notice] = remittance.payments;
const claim = (number: string) => eft!.claims.find((c) => c.claimControlNumber === number)!;

describe('835 paying the fixture by EFT', () => {
  it('carries the payment: amount, method, date, the EFT trace number, payer and payee', () => {
    expect(remittance.kind).toBe('835');
    expect(remittance.interchangeControlNumber).toBe('000930001');
    expect(eft).toMatchObject({
      transactionControlNumber: '0001',
      handling: { code: 'C', text: 'Payment Accompanies Remittance Advice' },
      amountCents: 14513,
      creditDebit: 'C',
      method: { code: 'ACH', text: 'Automated Clearing House (ACH)' },
      paymentFormat: 'CCP',
      date: '2026-12-01',
      traceNumber: 'EFT20261201000123',
      originatorId: '1231122334',
      productionDate: '2026-12-01',
      payer: { name: 'KEYSTONE MUTUAL WORKERS COMP', idQualifier: '2U', id: 'KMWC1' },
      payee: { name: 'KEYSTONE MEDICAL TRANSPORT', idQualifier: 'XX', id: '1234567893', taxId: '231234567' },
    });
  });

  it('pays the wheelchair claim in part: a deductible left to the rider (PR-1) and the fee schedule (CO-45)', () => {
    const paid = claim(wheelchair!.claimControlNumber);
    expect(paid).toMatchObject({
      status: { code: '1', text: 'Processed as Primary' },
      denied: false,
      reversal: false,
      chargeCents: 10240,
      paidCents: 8500,
      patientResponsibilityCents: 1000,
      filingIndicator: 'WC',
      payerClaimControlNumber: 'KM26321000451',
      patient: { name: 'LOPEZ, MARIA ELENA', idQualifier: 'MI', id: 'WC-2026-448812' },
      adjustments: [],
      adjustmentCents: 1740,
      balanced: true,
    });
    expect(
      paid.lines.map((l) => [l.procedure.code, l.procedure.modifiers, l.chargeCents, l.paidCents, l.allowedCents]),
    ).toEqual([
      ['A0130', ['RJ'], 5500, 5000, 5000],
      ['S0209', ['RJ'], 2340, 2100, 2100],
      ['T2007', [], 2400, 1400, 2400],
    ]);
    expect(paid.lines.flatMap((l) => l.adjustments)).toEqual([
      {
        group: { code: 'CO', text: 'Contractual Obligations' },
        reason: {
          code: '45',
          text: 'Charge exceeds fee schedule/maximum allowable or contracted/legislated fee arrangement.',
        },
        amountCents: 500,
        quantity: null,
      },
      {
        group: { code: 'CO', text: 'Contractual Obligations' },
        reason: {
          code: '45',
          text: 'Charge exceeds fee schedule/maximum allowable or contracted/legislated fee arrangement.',
        },
        amountCents: 240,
        quantity: null,
      },
      {
        group: { code: 'PR', text: 'Patient Responsibility' },
        reason: { code: '1', text: 'Deductible Amount' },
        amountCents: 1000,
        quantity: null,
      },
    ]);
    expect(paid.lines.every((l) => l.balanced)).toBe(true);
    expect(paid.lines[1]).toMatchObject({ unitsPaid: '7.2', serviceDate: { from: '2026-11-03', to: '2026-11-03' } });
  });

  it('pays the ambulatory claim in full, with nothing adjusted', () => {
    expect(claim(ambulatory!.claimControlNumber)).toMatchObject({
      chargeCents: 3288,
      paidCents: 3288,
      patientResponsibilityCents: null,
      adjustments: [],
      lines: [],
      adjustmentCents: 0,
      balanced: true,
    });
  });

  it('denies the third claim for a missing authorization (CO-197), with remark N54 in words', () => {
    expect(claim(third!.claimControlNumber)).toMatchObject({
      status: { code: '4', text: 'Denied' },
      denied: true,
      paidCents: 0,
      adjustments: [
        {
          group: { code: 'CO', text: 'Contractual Obligations' },
          reason: { code: '197', text: 'Precertification/authorization/notification/pre-treatment absent.' },
          amountCents: 3288,
          quantity: null,
        },
      ],
      remarks: [{ code: 'N54', text: 'Claim information is inconsistent with pre-certified/authorized services.' }],
      balanced: true,
    });
  });

  it('keeps a claim the product never sent, with its two-triplet CAS', () => {
    const sentNumbers = new Set(sent.claims.map((c) => c.claimControlNumber));
    const unmatched = eft!.claims.filter((c) => !sentNumbers.has(c.claimControlNumber));
    expect(unmatched).toHaveLength(1);
    expect(unmatched[0]).toMatchObject({
      claimControlNumber: '9f8e7d6c5b4a39281706',
      paidCents: 3600,
      patient: { name: 'DOE, JANE' },
      balanced: true,
    });
    expect(unmatched[0]!.adjustments.map((a) => [a.group.code, a.reason.code, a.reason.text, a.amountCents])).toEqual([
      ['CO', '45', 'Charge exceeds fee schedule/maximum allowable or contracted/legislated fee arrangement.', 200],
      ['CO', '253', 'Sequestration - reduction in federal payment', 200],
    ]);
  });

  it('reads the provider adjustments: a recovery taken and interest added, and the payment balances with them', () => {
    expect(eft!.providerAdjustments).toEqual([
      {
        providerId: '1234567893',
        fiscalPeriodDate: '2026-12-31',
        reason: { code: 'WO', text: 'Overpayment Recovery' },
        reference: 'KM26300000777',
        amountCents: 1000,
      },
      {
        providerId: '1234567893',
        fiscalPeriodDate: '2026-12-31',
        reason: { code: 'L6', text: 'Interest Owed' },
        reference: null,
        amountCents: -125,
      },
    ]);
    expect(eft).toMatchObject({ claimsPaidCents: 15388, providerAdjustmentCents: 875, balanced: true });
  });
});

describe('835 notice reversing a payment', () => {
  it('reads negative amounts: the reversal (CLP02 22) and the new adjudication, no money moving', () => {
    expect(notice).toMatchObject({
      handling: { code: 'H', text: 'Notification Only' },
      method: { code: 'NON', text: 'Non-Payment Data' },
      amountCents: 0,
      traceNumber: 'NOTICE20261208001',
      balanced: true,
    });
    expect(
      notice!.claims.map((c) => [
        c.claimControlNumber,
        c.status.text,
        c.reversal,
        c.chargeCents,
        c.paidCents,
        c.balanced,
      ]),
    ).toEqual([
      [ambulatory!.claimControlNumber, 'Reversal of Previous Payment', true, -3288, -3288, true],
      [ambulatory!.claimControlNumber, 'Processed as Primary', false, 3288, 3000, true],
    ]);
    expect(notice!.providerAdjustments[0]).toMatchObject({
      reason: { code: 'FB', text: 'Forwarding Balance' },
      amountCents: -288,
    });
  });
});

describe('835 claim references', () => {
  it('keeps the payer’s other numbers for a claim (REF)', () => {
    const text = answers.remit835
      .replace('MOA***N54~\n', 'MOA***N54~\nREF*G1*AUTH-77120~\n')
      .replace('SE*37*0001', 'SE*38*0001');
    const denied = read835(text).payments[0]!.claims.find((c) => c.claimControlNumber === third!.claimControlNumber)!;
    expect(denied.references).toEqual([{ qualifier: 'G1', value: 'AUTH-77120' }]);
  });
});

describe('835 that does not balance or does not read', () => {
  it('is read with `balanced` false when a claim’s adjustments miss a cent', () => {
    const text = answers.remit835.replace('CAS*CO*197*32.88', 'CAS*CO*197*32.87');
    const read = read835(text).payments[0]!;
    expect(read.claims.find((c) => c.claimControlNumber === third!.claimControlNumber)!.balanced).toBe(false);
    expect(read.balanced).toBe(true);
  });

  it('is refused when an amount has a third decimal, naming the element', () => {
    const text = answers.remit835.replace('*102.40*85.00*', '*102.40*85.001*');
    expect(() => read835(text)).toThrow(
      new ClaimFileError(
        'malformed',
        `The payment (CLP04) of claim ${wheelchair!.claimControlNumber} is not an amount of money: "85.001".`,
      ),
    );
  });

  it('reads an amount without its leading zero, as X12 allows', () => {
    const text = answers.remit835.replace('L6*-1.25', 'L6*-.25').replace('BPR*C*145.13', 'BPR*C*144.13');
    const read = read835(text).payments[0]!;
    expect(read.providerAdjustments[1]!.amountCents).toBe(-25);
    expect(read.balanced).toBe(true);
  });

  it('is refused when the payment date is not a date', () => {
    expect(() => read835(answers.remit835.replace('*987654321*20261201', '*987654321*20261301'))).toThrow(
      'The payment date (BPR16) is not a date: "20261301".',
    );
  });

  it('is refused when it is another transaction', () => {
    expect(() => read835(answers.ack277)).toThrow(
      new ClaimFileError('wrong_transaction', 'This is not an 835 remittance (ST01 is 277).'),
    );
  });
});

describe('835 money, for any amounts', () => {
  const cents = fc.integer({ min: -5_000_000, max: 5_000_000 });
  const adjustment: fc.Arbitrary<Adjustment835Input> = fc.record({
    group: fc.constantFrom('CO', 'PR', 'OA', 'PI'),
    reason: fc.constantFrom('1', '2', '3', '45', '97', '197', '253', 'B13', 'P12'),
    amountCents: cents,
  });
  const claimArbitrary = fc
    .record({
      chargeCents: cents,
      paidCents: cents,
      patientResponsibilityCents: fc.option(cents, { nil: undefined }),
      adjustments: fc.array(adjustment, { minLength: 1, maxLength: 14 }),
      number: fc.stringMatching(/^[0-9a-f]{20}$/),
    })
    .map((c): Claim835Input =>
      balancedClaim({
        claimControlNumber: c.number,
        status: '1',
        chargeCents: c.chargeCents,
        paidCents: c.paidCents,
        patientResponsibilityCents: c.patientResponsibilityCents,
        payerClaimControlNumber: 'PAYER1',
        patient: { last: 'DOE', first: 'JANE', memberId: 'M1' },
        adjustments: c.adjustments,
      }),
    );
  const write = (claims: Claim835Input[], providerAdjustments: { reason: string; amountCents: number }[]) =>
    write835({
      envelope: { controlNumber: 1, senderId: 'PAYER', receiverId: 'KEYSTONE01', date: '2026-12-01' },
      payer: { name: 'PAYER', id: 'PAYER', taxId: '111111111' },
      payee: { name: 'KEYSTONE MEDICAL TRANSPORT', npi: '1234567893', taxId: '231234567' },
      payments: [
        { handling: 'I', method: 'CHK', date: '2026-12-01', traceNumber: 'CHK1', claims, providerAdjustments },
      ],
    });

  it('reads back the cents written, and CLP03 − CLP04 equals the sum of the claim’s CAS amounts', () => {
    fc.assert(
      fc.property(
        fc.array(claimArbitrary, { minLength: 1, maxLength: 5 }),
        fc.array(fc.record({ reason: fc.constantFrom('WO', 'L6', 'FB', 'CS'), amountCents: cents }), { maxLength: 8 }),
        (claims, providerAdjustments) => {
          const [payment] = read835(write(claims, providerAdjustments)).payments;
          expect(payment!.claims).toHaveLength(claims.length);
          payment!.claims.forEach((read, i) => {
            const written = claims[i]!;
            expect(read.chargeCents).toBe(written.chargeCents);
            expect(read.paidCents).toBe(written.paidCents);
            expect(read.patientResponsibilityCents).toBe(written.patientResponsibilityCents ?? null);
            // The writer groups CAS by group code, six triplets at most to a segment: the same adjustments, reordered.
            const sorted = (list: { group: string; reason: string; amountCents: number }[]) =>
              list.map((a) => `${a.group}-${a.reason}:${a.amountCents}`).sort();
            expect(
              sorted(
                read.adjustments.map((a) => ({
                  group: a.group.code,
                  reason: a.reason.code,
                  amountCents: a.amountCents,
                })),
              ),
            ).toEqual(sorted(written.adjustments!));
            expect(read.chargeCents - read.paidCents).toBe(sumCents(read.adjustments.map((a) => a.amountCents)));
            expect(read.balanced).toBe(true);
          });
          expect(payment!.providerAdjustments.map((a) => a.amountCents)).toEqual(
            providerAdjustments.map((a) => a.amountCents),
          );
          expect(payment!.balanced).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
