import type { X12Segment } from 'node-x12';
import { describe, expect, it } from 'vitest';
import { invoiceDocumentFixture } from '../../../test/invoice-documents';
import { find, parse837, subscriberLoops, values } from '../../../test/x12-read';
import type { InvoiceDocumentData } from './claim-data';
import { x12837p } from './x12-837p';

/**
 * The 837P as a clearinghouse's validator reads it (docs/decisions/099-claims-a-clearinghouse-accepts.md): each
 * claim's diagnoses and the lines' pointers, the subscriber's address and sex, the references, the test/production
 * mark and corrected claims; for a workers' compensation carrier, a Medicaid broker and a health insurer.
 */

type Change = (data: InvoiceDocumentData) => void;
function claimsOf(change: Change = () => undefined) {
  const data = invoiceDocumentFixture();
  change(data);
  const edi = x12837p(data);
  const { interchange, segments } = parse837(edi);
  return { data, edi, interchange, loops: subscriberLoops(segments) };
}

/** A Medicaid broker's claims: the riders named by member ID, no workers' compensation claim. */
const medicaid: Change = (data) => {
  data.payer.type = 'medicaid_broker';
  data.claims.forEach((claim, i) => {
    claim.workersComp = null;
    claim.priorAuthorization = i === 0 ? 'PA-2026-0041' : null;
    claim.rider.memberId = `MA${i}0042`;
    claim.brokerTripId = `MTM-88${i}`;
  });
};

/** The segments of the claim loop (2300 onwards) in the order written. */
const claimPart = (loop: X12Segment[]) => loop.slice(loop.findIndex((s) => s.tag === 'CLM'));

describe('837P diagnoses', () => {
  it('carry the principal diagnosis as ABK and the others as ABF, without the point, and every line points at them', () => {
    const { loops, data } = claimsOf();
    expect(values(find(loops[0]!, 'HI')[0]!)).toEqual(['ABK:S72001A', 'ABF:Z993']);
    expect(find(loops[0]!, 'SV1').map((s) => s.valueOf(7))).toEqual(data.claims[0]!.lines.map(() => '1:2'));
    expect(values(find(loops[1]!, 'HI')[0]!)).toEqual(['ABK:Z992']);
    expect(find(loops[1]!, 'SV1').map((s) => s.valueOf(7))).toEqual(['1', '1']);
  });

  it('point at no more than four of twelve, and the HI comes before the lines', () => {
    const codes = ['Z99.2', 'N18.6', 'E11.9', 'I50.9', 'Z99.3', 'Z74.09'];
    const { loops } = claimsOf((data) => {
      data.payer.type = 'health_insurance';
      data.claims[1]!.diagnoses = codes;
    });
    const loop = loops[1]!;
    expect(find(loop, 'HI')[0]!.elements).toHaveLength(codes.length);
    expect(find(loop, 'SV1').map((s) => s.valueOf(7))).toEqual(['1:2:3:4', '1:2:3:4']);
    expect(loop.findIndex((s) => s.tag === 'HI')).toBeLessThan(loop.findIndex((s) => s.tag === 'LX'));
  });

  it('leave a claim without a diagnosis without HI (a claim problem keeps it from being sent)', () => {
    const { loops } = claimsOf((data) => (data.claims[1]!.diagnoses = []));
    expect(find(loops[1]!, 'HI')).toEqual([]);
    expect(find(loops[0]!, 'HI')).toHaveLength(1);
  });
});

describe('837P subscriber', () => {
  it('is the rider with their address (N3/N4 in 2010BA) and their sex in DMG03', () => {
    const { loops, data } = claimsOf(medicaid);
    data.claims.forEach((claim, i) => {
      const subscriber = loops[i]!.slice(
        0,
        loops[i]!.findIndex((s) => s.tag === 'NM1' && s.valueOf(1) === 'PR'),
      );
      const address = claim.rider.address!;
      expect(values(find(subscriber, 'N3')[0]!)).toEqual(
        [address.street, address.unit].filter(Boolean).map((v) => v!.toUpperCase()),
      );
      expect(values(find(subscriber, 'N4')[0]!)).toEqual([address.city.toUpperCase(), address.state, address.zip]);
      expect(find(subscriber, 'DMG')[0]!.valueOf(3)).toBe(claim.rider.sex);
      expect(find(subscriber, 'NM1', 'IL')[0]!.valueOf(9)).toBe(claim.rider.memberId);
    });
    expect(find(loops[0]!, 'DMG')[0]!.valueOf(3)).toBe('F');
    expect(find(loops[1]!, 'DMG')[0]!.valueOf(3)).toBe('M');
  });

  it('writes U when the rider’s sex is unknown', () => {
    const { loops } = claimsOf((data) => (data.claims[0]!.rider.sex = 'U'));
    expect(find(loops[0]!, 'DMG')[0]!.valueOf(3)).toBe('U');
  });
});

describe('837P references', () => {
  it('carry the prior authorization as REF*G1, for a broker as for a workers’ compensation carrier', () => {
    expect(find(claimsOf().loops[0]!, 'REF', 'G1').map((s) => s.valueOf(2))).toEqual(['AUTH-77120']);
    const { loops } = claimsOf(medicaid);
    expect(find(loops[0]!, 'REF', 'G1').map((s) => s.valueOf(2))).toEqual(['PA-2026-0041']);
    expect(find(loops[1]!, 'REF', 'G1')).toEqual([]);
  });

  it('send the broker’s trip number where the payer asks for it, and nowhere when it does not', () => {
    const at = (placement: InvoiceDocumentData['payer']['tripNumberOn']) =>
      claimsOf((data) => {
        medicaid(data);
        data.payer.tripNumberOn = placement;
      }).loops[0]!;
    expect(find(at('NTE'), 'NTE').map(values)).toEqual([['ADD', 'TRIP MTM-880']]);
    expect(find(at('9F'), 'REF', '9F').map((s) => s.valueOf(2))).toEqual(['MTM-880']);
    expect(find(at('D9'), 'REF', 'D9').map((s) => s.valueOf(2))).toEqual(['MTM-880']);
    const none = at(null);
    expect([...find(none, 'NTE'), ...find(none, 'REF', '9F'), ...find(none, 'REF', 'D9')]).toEqual([]);
    // The guide's order of the claim's references: 9F before G1.
    const refs = find(claimPart(at('9F')), 'REF').map((s) => s.valueOf(1));
    expect(refs).toEqual(['9F', 'G1']);
  });

  it('name where the rider was picked up and dropped off (2310E, 2310F) when both are postal addresses', () => {
    const { loops } = claimsOf();
    const first = claimPart(loops[0]!);
    const pickup = first.findIndex((s) => s.tag === 'NM1' && s.valueOf(1) === 'PW');
    const dropoff = first.findIndex((s) => s.tag === 'NM1' && s.valueOf(1) === '45');
    expect(pickup).toBeGreaterThan(first.findIndex((s) => s.tag === 'HI'));
    expect(values(first[pickup + 1]!)).toEqual(['42 WALNUT ST']);
    expect(values(first[pickup + 2]!)).toEqual(['PHILADELPHIA', 'PA', '19106']);
    expect(values(first[dropoff + 1]!)).toEqual(['1800 LOMBARD ST']);
    expect(find(claimPart(loops[1]!), 'NM1', 'PW')).toEqual([]);
  });
});

describe('837P claim frequency and the test mark', () => {
  it('is an original claim (CLM05-3 1) without REF*F8, and a corrected one is 7 with the payer’s claim number', () => {
    const original = claimsOf().loops[0]!;
    expect(find(original, 'CLM')[0]!.valueOf(5)).toBe('99:B:1');
    expect(find(original, 'REF', 'F8')).toEqual([]);

    const { loops } = claimsOf((data) => (data.claims[0]!.correction = { payerClaimNumber: '2026110300123' }));
    expect(find(loops[0]!, 'CLM')[0]!.valueOf(5)).toBe('99:B:7');
    expect(find(loops[0]!, 'REF', 'F8').map((s) => s.valueOf(2))).toEqual(['2026110300123']);
    expect(find(loops[1]!, 'CLM')[0]!.valueOf(5)).toBe('99:B:1');
  });

  it('marks the interchange as test data (ISA15 T) until the payer is live, then production (P)', () => {
    expect(claimsOf().interchange.header.valueOf(15)).toBe('T');
    expect(claimsOf((data) => (data.payer.claimsLive = true)).interchange.header.valueOf(15)).toBe('P');
  });
});
