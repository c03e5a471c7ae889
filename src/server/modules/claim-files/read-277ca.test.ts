import { describe, expect, it } from 'vitest';
import { fixtureAnswers } from '../../test/x12-answers';
import { outcomeOf, read277ca, type StatusInformation277 } from './read-277ca';

/**
 * The 277CA for the fixture's 837P (docs/decisions/100-acknowledgments-and-remittances.md): one claim accepted into
 * adjudication with the payer's claim number, the other rejected, each found by the CLM01 the 837P sent.
 */

const answers = fixtureAnswers();
const { sent } = answers;
const [wheelchair, ambulatory] = sent.claims;
const ack = read277ca(answers.ack277);

describe('277CA of the fixture', () => {
  it('names the payer answering, our batch (the 837P’s BHT03) and the totals accepted and rejected', () => {
    expect(ack.kind).toBe('277CA');
    expect(ack.interchangeControlNumber).toBe('000920001');
    const [batch] = ack.batches;
    expect(batch!.informationSource).toEqual({
      name: 'KEYSTONE MUTUAL WORKERS COMP',
      idQualifier: 'PI',
      id: 'KMWC1',
      traceNumber: 'KM277-0001',
      receivedDate: '2026-11-17',
      processDate: '2026-11-18',
    });
    expect(batch).toMatchObject({
      receiver: { name: 'KEYSTONE MEDICAL TRANSPORT', idQualifier: '46', id: 'KEYSTONE01' },
      batchNumber: sent.batchNumber,
      acceptedQuantity: 1,
      rejectedQuantity: 1,
      acceptedCents: 10240,
      rejectedCents: 3288,
    });
    expect(batch!.statusInformation[0]!.statuses[0]).toEqual({
      category: {
        code: 'A1',
        text: 'Acknowledgement/Receipt-The claim/encounter has been received. This does not mean that the claim has been accepted for adjudication.',
      },
      status: { code: '19', text: 'Entity acknowledges receipt of claim/encounter.' },
      entity: { code: '41', text: 'Submitter' },
    });
    expect(batch!.providers[0]).toMatchObject({
      provider: { name: 'KEYSTONE MEDICAL TRANSPORT', idQualifier: 'XX', id: '1234567893' },
      acceptedQuantity: 1,
      rejectedQuantity: 1,
    });
  });

  it('accepts the wheelchair claim into adjudication, with the payer’s claim number', () => {
    const claim = ack.claims.find((c) => c.claimControlNumber === wheelchair!.claimControlNumber)!;
    expect(claim).toMatchObject({
      outcome: 'accepted',
      accepted: true,
      chargeCents: 10240,
      payerClaimControlNumber: 'KM26321000451',
      clearinghouseTraceNumber: 'CH-88172',
      serviceDate: { from: '2026-11-03', to: '2026-11-03' },
      patient: { name: 'LOPEZ, MARIA ELENA', idQualifier: 'MI', id: 'WC-2026-448812' },
      billingProvider: { id: '1234567893' },
      batchNumber: sent.batchNumber,
      lines: [],
    });
    expect(claim.statusInformation).toEqual([
      {
        statuses: [
          {
            category: {
              code: 'A2',
              text: 'Acknowledgement/Acceptance into adjudication system-The claim/encounter has been accepted into the adjudication system.',
            },
            status: { code: '20', text: 'Accepted for processing.' },
            entity: null,
          },
        ],
        date: '2026-11-18',
        action: { code: 'WQ', text: 'Accept' },
        chargeCents: 10240,
        message: null,
      },
    ]);
  });

  it('rejects the ambulatory claim with its STC codes and the sender’s message in words', () => {
    const claim = ack.claims.find((c) => c.claimControlNumber === ambulatory!.claimControlNumber)!;
    expect(claim).toMatchObject({
      outcome: 'rejected',
      accepted: false,
      payerClaimControlNumber: null,
      chargeCents: 3288,
    });
    const [stc] = claim.statusInformation;
    expect(stc!.action).toEqual({ code: 'U', text: 'Reject' });
    expect(stc!.message).toBe('PICK-UP AND DROP-OFF LOCATIONS ARE REQUIRED');
    expect(stc!.statuses.map((s) => [s.category.code, s.category.text, s.status.code, s.status.text])).toEqual([
      [
        'A7',
        'Acknowledgement/Rejected for Invalid Information - The claim/encounter has invalid information as specified in the Status details and has been rejected.',
        '21',
        'Missing or invalid information.',
      ],
      [
        'A7',
        'Acknowledgement/Rejected for Invalid Information - The claim/encounter has invalid information as specified in the Status details and has been rejected.',
        '266',
        'Facility point of origin and destination - ambulance.',
      ],
    ]);
    expect(claim.lines).toEqual([
      {
        procedure: { qualifier: 'HC', code: 'A0100', modifiers: ['RH'] },
        chargeCents: 2500,
        revenueCode: null,
        units: '1',
        lineItemControlNumber: '1',
        serviceDate: { from: '2026-11-05', to: '2026-11-05' },
        statusInformation: [expect.objectContaining({ action: { code: 'U', text: 'Reject' } })],
      },
    ]);
  });

  it('returns the claims in file order, each by the CLM01 the 837P sent', () => {
    expect(ack.claims.map((c) => c.claimControlNumber)).toEqual([
      wheelchair!.claimControlNumber,
      ambulatory!.claimControlNumber,
    ]);
  });
});

describe('a claim’s outcome', () => {
  const stc = (categories: string[], action: string | null = null): StatusInformation277 => ({
    statuses: categories.map((code) => ({
      category: { code, text: '' },
      status: { code: '0', text: '' },
      entity: null,
    })),
    date: null,
    action: action ? { code: action, text: '' } : null,
    chargeCents: null,
    message: null,
  });

  it('is a rejection when any status rejects it, even after a receipt', () => {
    expect(outcomeOf([stc(['A1']), stc(['A3'])])).toBe('rejected');
    expect(outcomeOf([stc(['A2', 'A8'])])).toBe('rejected');
  });

  it('is accepted for A0 to A2 and A5, pending for P and R, finalized for F, else by the action code', () => {
    expect(outcomeOf([stc(['A5'])])).toBe('accepted');
    expect(outcomeOf([stc(['P1'])])).toBe('pending');
    expect(outcomeOf([stc(['R4'])])).toBe('pending');
    expect(outcomeOf([stc(['F1'])])).toBe('finalized');
    expect(outcomeOf([stc(['Z9'], 'U')])).toBe('rejected');
    expect(outcomeOf([stc(['Z9'], 'WQ')])).toBe('accepted');
    expect(outcomeOf([stc(['Z9'])])).toBe('unknown');
  });
});

describe('277CA that is not one', () => {
  it('is refused when the 277 is a claim status response (005010X212)', () => {
    const x212 = answers.ack277.replaceAll('005010X214', '005010X212');
    expect(() => read277ca(x212)).toThrow(
      'This is not a 277CA claim acknowledgment (its 277 is of guide 005010X212, not 005010X214).',
    );
  });

  it('is refused when a claim has no status', () => {
    const text = answers.ack277.replace('STC*A2:20*20261118*WQ*102.40~\n', '').replace('SE*40*0001', 'SE*39*0001');
    expect(() => read277ca(text)).toThrow(`The 277CA gives claim ${wheelchair!.claimControlNumber} no status (STC).`);
  });
});
