import { centsOf, formatAmount, sumCents, type Cents } from '../../domain/money';
import type { InvoiceDocumentData } from '../modules/invoices/documents/claim-data';
import { x12837p } from '../modules/invoices/documents/x12-837p';
import { invoiceDocumentFixture } from './invoice-documents';
import { find, parse837, subscriberLoops } from './x12-read';

/**
 * Clearinghouse answers to the fixture's 837P, written as a clearinghouse and a payer would write them: a 999
 * (005010X231A1), a 277CA (005010X214) and an 835 (005010X221A1), each in its own interchange. The readers' tests
 * read them back; while writing them, they were run through pyx12's validator for those guides
 * (docs/decisions/100-acknowledgments-and-remittances.md).
 */

const ELEMENT = '*';
const COMPONENT = ':';

/** A segment's elements, trailing empty ones dropped, as the 837P writer does. */
function line(elements: string[]): string {
  let end = elements.length;
  while (end > 1 && elements[end - 1] === '') end--;
  return `${elements.slice(0, end).join(ELEMENT)}~\n`;
}

const composite = (...parts: string[]) => {
  let end = parts.length;
  while (end > 1 && parts[end - 1] === '') end--;
  return parts.slice(0, end).join(COMPONENT);
};
const ymd = (iso: string) => iso.replaceAll('-', '');
const money = (cents: Cents) => formatAmount(cents);

export interface Envelope {
  /** ISA13, nine digits once padded. */
  controlNumber: number;
  senderId: string;
  receiverId: string;
  /** ISO date of the file. */
  date: string;
  /** GS01: FA (999), HN (277), HP (835). */
  functionalId: string;
  /** GS08 (and ST03 where the guide uses it). */
  version: string;
}

/** ISA … IEA around transaction sets given as their segments between ST and SE. */
export function interchange(
  envelope: Envelope,
  transactions: { id: string; st03: boolean; body: string[][] }[],
): string {
  const isa = String(envelope.controlNumber).padStart(9, '0');
  const date = ymd(envelope.date);
  const group = String(envelope.controlNumber);
  const out = [
    line([
      'ISA',
      '00',
      ' '.repeat(10),
      '00',
      ' '.repeat(10),
      'ZZ',
      envelope.senderId.padEnd(15, ' '),
      'ZZ',
      envelope.receiverId.padEnd(15, ' '),
      date.slice(2),
      '1200',
      '^',
      '00501',
      isa,
      '0',
      'T',
      COMPONENT,
    ]),
    line([
      'GS',
      envelope.functionalId,
      envelope.senderId,
      envelope.receiverId,
      date,
      '1200',
      group,
      'X',
      envelope.version,
    ]),
  ];
  transactions.forEach((transaction, n) => {
    const control = String(n + 1).padStart(4, '0');
    out.push(line(['ST', transaction.id, control, ...(transaction.st03 ? [envelope.version] : [])]));
    transaction.body.forEach((segment) => out.push(line(segment)));
    out.push(line(['SE', String(transaction.body.length + 2), control]));
  });
  out.push(line(['GE', String(transactions.length), group]), line(['IEA', '1', isa]));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------- 999

export interface ElementErrorInput {
  position: number;
  component?: number;
  dataElement?: string;
  code: string;
  badValue?: string;
}

export interface SegmentErrorInput {
  segmentId: string;
  position: number;
  loop?: string;
  code?: string;
  claimControlNumber?: string;
  elements?: ElementErrorInput[];
}

export interface Ack999Input {
  envelope: Omit<Envelope, 'functionalId' | 'version'>;
  /** What the 999 acknowledges: our GS01, GS06, GS08. */
  group: { functionalId: string; controlNumber: string; version: string };
  sets: { controlNumber: string; ack: 'A' | 'E' | 'R'; errorCodes?: string[]; segmentErrors?: SegmentErrorInput[] }[];
}

export function write999(input: Ack999Input): string {
  const body: string[][] = [['AK1', input.group.functionalId, input.group.controlNumber, input.group.version]];
  for (const set of input.sets) {
    body.push(['AK2', '837', set.controlNumber, input.group.version]);
    for (const error of set.segmentErrors ?? []) {
      body.push(['IK3', error.segmentId, String(error.position), error.loop ?? '', error.code ?? '']);
      if (error.claimControlNumber) body.push(['CTX', composite('CLM01', error.claimControlNumber)]);
      for (const e of error.elements ?? []) {
        const position = composite(String(e.position), e.component ? String(e.component) : '');
        body.push(['IK4', position, e.dataElement ?? '', e.code, e.badValue ?? '']);
      }
    }
    body.push(['IK5', set.ack, ...(set.errorCodes ?? [])]);
  }
  const accepted = input.sets.filter((s) => s.ack !== 'R').length;
  const groupAck =
    accepted === input.sets.length ? (input.sets.some((s) => s.ack === 'E') ? 'E' : 'A') : accepted ? 'P' : 'R';
  const count = String(input.sets.length);
  body.push(['AK9', groupAck, count, count, String(accepted)]);
  return interchange({ ...input.envelope, functionalId: 'FA', version: '005010X231A1' }, [
    { id: '999', st03: true, body },
  ]);
}

// -------------------------------------------------------------------------------------------------------- 277CA

export interface Status277Input {
  category: string;
  status: string;
  entity?: string;
}

export interface Claim277Input {
  claimControlNumber: string;
  patient: { last: string; first: string; memberId: string };
  chargeCents: Cents;
  serviceDate: string;
  action: 'WQ' | 'U';
  /** STC01, then STC10 and STC11. */
  statuses: Status277Input[];
  payerClaimControlNumber?: string;
  clearinghouseTraceNumber?: string;
  message?: string;
  lines?: { code: string; modifier?: string; chargeCents: Cents; units: string; statuses: Status277Input[] }[];
}

export interface Ack277Input {
  envelope: Omit<Envelope, 'functionalId' | 'version'>;
  /** The payer or clearinghouse answering (2100A), its trace number (2200A) and dates. */
  source: { entity: 'PR' | 'AY'; name: string; idQualifier: string; id: string; traceNumber: string; received: string };
  /** Us (2100B) and the BHT03 of the 837 answered (2200B). */
  receiver: { name: string; etin: string; batchNumber: string };
  provider: { name: string; npi: string };
  claims: Claim277Input[];
}

const stc = (s: Status277Input) => composite(s.category, s.status, s.entity ?? '');

export function write277ca(input: Ack277Input): string {
  const date = ymd(input.envelope.date);
  const accepted = input.claims.filter((c) => c.action === 'WQ');
  const rejected = input.claims.filter((c) => c.action === 'U');
  const total = (claims: Claim277Input[]) => money(sumCents(claims.map((c) => c.chargeCents)));
  const counts = (acceptedQualifier: string, rejectedQualifier: string) => [
    ['QTY', acceptedQualifier, String(accepted.length)],
    ['QTY', rejectedQualifier, String(rejected.length)],
    ['AMT', 'YU', total(accepted)],
    ['AMT', 'YY', total(rejected)],
  ];
  const body: string[][] = [
    ['BHT', '0085', '08', input.source.traceNumber, date, '1200', 'TH'],
    ['HL', '1', '', '20', '1'],
    ['NM1', input.source.entity, '2', input.source.name, '', '', '', '', input.source.idQualifier, input.source.id],
    ['TRN', '1', input.source.traceNumber],
    ['DTP', '050', 'D8', ymd(input.source.received)],
    ['DTP', '009', 'D8', date],
    ['HL', '2', '1', '21', '1'],
    ['NM1', '41', '2', input.receiver.name, '', '', '', '', '46', input.receiver.etin],
    ['TRN', '2', input.receiver.batchNumber],
    ['STC', composite('A1', '19', '41'), date, 'WQ', total(input.claims)],
    ...counts('90', 'AA'),
    ['HL', '3', '2', '19', '1'],
    ['NM1', '85', '2', input.provider.name, '', '', '', '', 'XX', input.provider.npi],
    ['TRN', '1', '0'],
    ['STC', composite('A1', '19', '85'), '', 'WQ', total(input.claims)],
    ...counts('QA', 'QC'),
  ];
  input.claims.forEach((claim, n) => {
    const [first, second, third] = claim.statuses;
    body.push(
      ['HL', String(4 + n), '3', 'PT'],
      ['NM1', 'QC', '1', claim.patient.last, claim.patient.first, '', '', '', 'MI', claim.patient.memberId],
      ['TRN', '2', claim.claimControlNumber],
      [
        'STC',
        stc(first!),
        date,
        claim.action,
        money(claim.chargeCents),
        '',
        '',
        '',
        '',
        '',
        second ? stc(second) : '',
        third ? stc(third) : '',
        claim.message ?? '',
      ],
    );
    if (claim.payerClaimControlNumber) body.push(['REF', '1K', claim.payerClaimControlNumber]);
    if (claim.clearinghouseTraceNumber) body.push(['REF', 'D9', claim.clearinghouseTraceNumber]);
    body.push(['DTP', '472', 'D8', ymd(claim.serviceDate)]);
    (claim.lines ?? []).forEach((l, k) => {
      body.push(
        ['SVC', composite('HC', l.code, l.modifier ?? ''), money(l.chargeCents), '', '', '', '', l.units],
        ['STC', stc(l.statuses[0]!), date, 'U', '', '', '', '', '', '', l.statuses[1] ? stc(l.statuses[1]) : ''],
        ['REF', 'FJ', String(k + 1)],
        ['DTP', '472', 'D8', ymd(claim.serviceDate)],
      );
    });
  });
  return interchange({ ...input.envelope, functionalId: 'HN', version: '005010X214' }, [
    { id: '277', st03: true, body },
  ]);
}

// ---------------------------------------------------------------------------------------------------------- 835

export interface Adjustment835Input {
  group: string;
  reason: string;
  amountCents: Cents;
  quantity?: string;
}

export interface Line835Input {
  code: string;
  modifier?: string;
  chargeCents: Cents;
  paidCents: Cents;
  units?: string;
  date: string;
  adjustments?: Adjustment835Input[];
  remarks?: string[];
  allowedCents?: Cents;
}

export interface Claim835Input {
  claimControlNumber: string;
  status: string;
  chargeCents: Cents;
  paidCents: Cents;
  patientResponsibilityCents?: Cents;
  payerClaimControlNumber: string;
  patient: { last: string; first: string; memberId: string };
  adjustments?: Adjustment835Input[];
  /** MOA remark codes (up to five). */
  remarks?: string[];
  lines?: Line835Input[];
}

export interface Payment835Input {
  handling: 'C' | 'I' | 'H';
  method: 'ACH' | 'CHK' | 'NON';
  date: string;
  traceNumber: string;
  /** BPR02; the claims paid less the provider adjustments when not given. */
  amountCents?: Cents;
  claims: Claim835Input[];
  providerAdjustments?: { reason: string; reference?: string; amountCents: Cents }[];
}

export interface Remittance835Input {
  envelope: Omit<Envelope, 'functionalId' | 'version'>;
  payer: { name: string; id: string; taxId: string };
  payee: { name: string; npi: string; taxId: string };
  payments: Payment835Input[];
}

/** CAS segments: one per group, each with up to six reason-amount-quantity triplets (more make another CAS). */
function casSegments(adjustments: Adjustment835Input[]): string[][] {
  const segments: string[][] = [];
  const groups = [...new Set(adjustments.map((a) => a.group))];
  for (const group of groups) {
    const ofGroup = adjustments.filter((a) => a.group === group);
    for (let start = 0; start < ofGroup.length; start += 6) {
      const triplets = ofGroup
        .slice(start, start + 6)
        .flatMap((a) => [a.reason, money(a.amountCents), a.quantity ?? '']);
      segments.push(['CAS', group, ...triplets]);
    }
  }
  return segments;
}

export function write835(input: Remittance835Input): string {
  const transactions = input.payments.map((payment) => {
    const plb = payment.providerAdjustments ?? [];
    const amount =
      payment.amountCents ?? sumCents(payment.claims.map((c) => c.paidCents)) - sumCents(plb.map((a) => a.amountCents));
    const payerOriginator = `1${input.payer.taxId}`;
    const bank =
      payment.method === 'NON'
        ? []
        : ['CCP', '01', '999999992', 'DA', '123456789', payerOriginator, '', '01', '031000053', 'DA', '987654321'];
    const body: string[][] = [
      [
        'BPR',
        payment.handling,
        money(amount),
        'C',
        payment.method,
        ...(bank.length ? bank : Array(11).fill('')),
        ymd(payment.date),
      ],
      ['TRN', '1', payment.traceNumber, payerOriginator],
      ['DTM', '405', ymd(payment.date)],
      ['N1', 'PR', input.payer.name],
      ['N3', '1 CLAIMS PLAZA'],
      ['N4', 'HARRISBURG', 'PA', '17101'],
      ['REF', '2U', input.payer.id],
      ['PER', 'BL', 'EDI SUPPORT', 'TE', '8005550199'],
      ['N1', 'PE', input.payee.name, 'XX', input.payee.npi],
      ['REF', 'TJ', input.payee.taxId],
      ['LX', '1'],
    ];
    for (const claim of payment.claims) {
      body.push([
        'CLP',
        claim.claimControlNumber,
        claim.status,
        money(claim.chargeCents),
        money(claim.paidCents),
        claim.patientResponsibilityCents === undefined ? '' : money(claim.patientResponsibilityCents),
        'WC',
        claim.payerClaimControlNumber,
      ]);
      body.push(...casSegments(claim.adjustments ?? []));
      body.push(['NM1', 'QC', '1', claim.patient.last, claim.patient.first, '', '', '', 'MI', claim.patient.memberId]);
      if (claim.remarks?.length) body.push(['MOA', '', '', ...claim.remarks.slice(0, 5)]);
      for (const l of claim.lines ?? []) {
        body.push([
          'SVC',
          composite('HC', l.code, l.modifier ?? ''),
          money(l.chargeCents),
          money(l.paidCents),
          '',
          l.units ?? '',
        ]);
        body.push(['DTM', '472', ymd(l.date)]);
        body.push(...casSegments(l.adjustments ?? []));
        if (l.allowedCents !== undefined) body.push(['AMT', 'B6', money(l.allowedCents)]);
        for (const code of l.remarks ?? []) body.push(['LQ', 'HE', code]);
      }
    }
    for (let start = 0; start < plb.length; start += 6) {
      const pairs = plb
        .slice(start, start + 6)
        .flatMap((a) => [composite(a.reason, a.reference ?? ''), money(a.amountCents)]);
      body.push(['PLB', input.payee.npi, `${payment.date.slice(0, 4)}1231`, ...pairs]);
    }
    return { id: '835', st03: false, body };
  });
  return interchange({ ...input.envelope, functionalId: 'HP', version: '005010X221A1' }, transactions);
}

/**
 * A claim with adjustments that account for every cent between charge and payment: the writer's balancing, as
 * a payer's system does it, for the property test. The last adjustment takes whatever the others leave.
 */
export function balancedClaim(
  claim: Omit<Claim835Input, 'adjustments'> & { adjustments: Adjustment835Input[] },
): Claim835Input {
  const [last, ...others] = [...claim.adjustments].reverse();
  if (!last) return claim;
  const rest = claim.chargeCents - claim.paidCents - sumCents(others.map((a) => a.amountCents));
  return { ...claim, adjustments: [...others.reverse(), { ...last, amountCents: rest }] };
}

// ------------------------------------------------------------------------------------------- the fixture's answers

/** The fixture's invoice with a third claim (a copy of the second under another id), so an 835 can deny one. */
export function fixtureWithThirdClaim(): InvoiceDocumentData {
  const data = invoiceDocumentFixture();
  const second = data.claims[1]!;
  data.claims.push({ ...second, id: 'c4d5e6f7-0a1b-4c2d-9e3f-4a5b6c7d8e9f', serviceDate: '2026-11-12' });
  data.invoice.totalCents = sumCents(data.claims.map((c) => c.totalCents));
  return data;
}

/** What an answer needs of the 837 it answers: the envelope's control numbers and each claim's CLM01. */
export function sentClaims(data: InvoiceDocumentData) {
  return sentFile(x12837p(data));
}

/** The same, read from an 837P as the API serves it. */
export function sentFile(edi: string) {
  const { interchange: parsed, segments } = parse837(edi);
  const [group] = parsed.functionalGroups;
  const st = segments[0]!;
  const claims = subscriberLoops(segments).map((loop) => {
    const clm = find(loop, 'CLM')[0]!;
    const subscriber = find(loop, 'NM1', 'IL')[0]!;
    return {
      claimControlNumber: clm.valueOf(1),
      chargeCents: centsOf(clm.valueOf(2)),
      patient: { last: subscriber.valueOf(3), first: subscriber.valueOf(4), memberId: subscriber.valueOf(9) },
      /** The position of the subscriber's NM1 in the transaction set, ST being 1, as a 999 counts it. */
      subscriberPosition: segments.indexOf(subscriber) + 1,
    };
  });
  return {
    edi,
    submitterId: group!.header.valueOf(2),
    receiverId: group!.header.valueOf(3),
    groupControlNumber: group!.header.valueOf(6),
    version: group!.header.valueOf(8),
    transactionControlNumber: st.valueOf(2),
    batchNumber: find(segments, 'BHT')[0]!.valueOf(3),
    claims,
  };
}

/** The fixture's claims answered: a 999 accepting the 837, one rejecting it, a 277CA and an 835. */
export function fixtureAnswers() {
  const data = fixtureWithThirdClaim();
  const sent = sentClaims(data);
  const [wheelchair, ambulatory, third] = sent.claims as [
    (typeof sent.claims)[number],
    (typeof sent.claims)[number],
    (typeof sent.claims)[number],
  ];
  const envelope = (controlNumber: number, date: string) => ({
    controlNumber,
    senderId: sent.receiverId,
    receiverId: sent.submitterId,
    date,
  });
  const group = { functionalId: 'HC', controlNumber: sent.groupControlNumber, version: sent.version };

  const ack999Accepted = write999({
    envelope: envelope(910001, '2026-11-17'),
    group,
    sets: [{ controlNumber: sent.transactionControlNumber, ack: 'A' }],
  });
  const ack999Rejected = write999({
    envelope: envelope(910002, '2026-11-17'),
    group,
    sets: [
      {
        controlNumber: sent.transactionControlNumber,
        ack: 'R',
        errorCodes: ['5'],
        segmentErrors: [
          {
            segmentId: 'NM1',
            position: wheelchair.subscriberPosition,
            loop: '2010',
            code: '8',
            claimControlNumber: wheelchair.claimControlNumber,
            elements: [{ position: 9, dataElement: '67', code: 'I12', badValue: wheelchair.patient.memberId }],
          },
        ],
      },
    ],
  });

  const ack277 = write277ca({
    envelope: envelope(920001, '2026-11-18'),
    source: {
      entity: 'PR',
      name: data.payer.name.toUpperCase(),
      idQualifier: 'PI',
      id: sent.receiverId,
      traceNumber: 'KM277-0001',
      received: '2026-11-17',
    },
    receiver: { name: data.provider.name.toUpperCase(), etin: sent.submitterId, batchNumber: sent.batchNumber },
    provider: { name: data.provider.name.toUpperCase(), npi: data.provider.npi },
    claims: [
      {
        claimControlNumber: wheelchair.claimControlNumber,
        patient: wheelchair.patient,
        chargeCents: wheelchair.chargeCents,
        serviceDate: '2026-11-03',
        action: 'WQ',
        statuses: [{ category: 'A2', status: '20' }],
        payerClaimControlNumber: 'KM26321000451',
        clearinghouseTraceNumber: 'CH-88172',
      },
      {
        claimControlNumber: ambulatory.claimControlNumber,
        patient: ambulatory.patient,
        chargeCents: ambulatory.chargeCents,
        serviceDate: '2026-11-05',
        action: 'U',
        statuses: [
          { category: 'A7', status: '21' },
          { category: 'A7', status: '266' },
        ],
        message: 'PICK-UP AND DROP-OFF LOCATIONS ARE REQUIRED',
        lines: [
          {
            code: 'A0100',
            modifier: 'RH',
            chargeCents: 2500,
            units: '1',
            statuses: [{ category: 'A7', status: '21' }],
          },
        ],
      },
    ],
  });

  const patient = (claim: typeof wheelchair) => claim.patient;
  const remit835 = write835({
    envelope: envelope(930001, '2026-12-01'),
    payer: { name: data.payer.name.toUpperCase(), id: sent.receiverId, taxId: '231122334' },
    payee: { name: data.provider.name.toUpperCase(), npi: data.provider.npi, taxId: data.provider.taxId },
    payments: [
      {
        handling: 'C',
        method: 'ACH',
        date: '2026-12-01',
        traceNumber: 'EFT20261201000123',
        claims: [
          {
            // Paid in part: the rider's deductible on the waiting time, the fee schedule on the rest.
            claimControlNumber: wheelchair.claimControlNumber,
            status: '1',
            chargeCents: 10240,
            paidCents: 8500,
            patientResponsibilityCents: 1000,
            payerClaimControlNumber: 'KM26321000451',
            patient: patient(wheelchair),
            lines: [
              {
                code: 'A0130',
                modifier: 'RJ',
                chargeCents: 5500,
                paidCents: 5000,
                units: '1',
                date: '2026-11-03',
                allowedCents: 5000,
                adjustments: [{ group: 'CO', reason: '45', amountCents: 500 }],
              },
              {
                code: 'S0209',
                modifier: 'RJ',
                chargeCents: 2340,
                paidCents: 2100,
                units: '7.2',
                date: '2026-11-03',
                allowedCents: 2100,
                adjustments: [{ group: 'CO', reason: '45', amountCents: 240 }],
              },
              {
                code: 'T2007',
                chargeCents: 2400,
                paidCents: 1400,
                units: '2',
                date: '2026-11-03',
                allowedCents: 2400,
                adjustments: [{ group: 'PR', reason: '1', amountCents: 1000 }],
              },
            ],
          },
          {
            // Paid in full.
            claimControlNumber: ambulatory.claimControlNumber,
            status: '1',
            chargeCents: 3288,
            paidCents: 3288,
            payerClaimControlNumber: 'KM26321000452',
            patient: patient(ambulatory),
          },
          {
            // Denied: no authorization on file for the trip.
            claimControlNumber: third.claimControlNumber,
            status: '4',
            chargeCents: 3288,
            paidCents: 0,
            payerClaimControlNumber: 'KM26321000453',
            patient: patient(third),
            adjustments: [{ group: 'CO', reason: '197', amountCents: 3288 }],
            remarks: ['N54'],
          },
          {
            // A claim this company never sent (another provider's, misrouted): the reader keeps it.
            claimControlNumber: '9f8e7d6c5b4a39281706',
            status: '1',
            chargeCents: 4000,
            paidCents: 3600,
            payerClaimControlNumber: 'KM26321000999',
            patient: { last: 'DOE', first: 'JANE', memberId: 'KM-00000001' },
            adjustments: [
              { group: 'CO', reason: '45', amountCents: 200 },
              { group: 'CO', reason: '253', amountCents: 200 },
            ],
          },
        ],
        providerAdjustments: [
          { reason: 'WO', reference: 'KM26300000777', amountCents: 1000 },
          { reason: 'L6', amountCents: -125 },
        ],
      },
      {
        // A later notice: the ambulatory claim's payment reversed and paid again for less.
        handling: 'H',
        method: 'NON',
        date: '2026-12-08',
        traceNumber: 'NOTICE20261208001',
        amountCents: 0,
        claims: [
          {
            claimControlNumber: ambulatory.claimControlNumber,
            status: '22',
            chargeCents: -3288,
            paidCents: -3288,
            payerClaimControlNumber: 'KM26321000452',
            patient: patient(ambulatory),
          },
          {
            claimControlNumber: ambulatory.claimControlNumber,
            status: '1',
            chargeCents: 3288,
            paidCents: 3000,
            payerClaimControlNumber: 'KM26342000452',
            patient: patient(ambulatory),
            adjustments: [{ group: 'CO', reason: '45', amountCents: 288 }],
          },
        ],
        providerAdjustments: [{ reason: 'FB', reference: 'KM26342000452', amountCents: -288 }],
      },
    ],
  });

  return { data, sent, ack999Accepted, ack999Rejected, ack277, remit835 };
}

/**
 * A clearinghouse's 999 for an invoice's 837P (GS06 is the invoice's number): accepted, or rejected as a whole.
 * Each call is its own interchange, so tests on a shared database never post the same file twice.
 */
export function ack999ForInvoice(invoiceNumber: string, accepted: boolean): string {
  return write999({
    envelope: {
      controlNumber: 100_000_000 + Math.floor(Math.random() * 899_999_999),
      senderId: 'CLEARINGHOUSE',
      receiverId: 'KEYSTONE',
      date: '2026-11-20',
    },
    group: {
      functionalId: 'HC',
      controlNumber: String(Number(invoiceNumber.replace(/^INV-/, ''))),
      version: '005010X222A1',
    },
    sets: [{ controlNumber: '0001', ack: accepted ? 'A' : 'R', errorCodes: accepted ? [] : ['5'] }],
  });
}
