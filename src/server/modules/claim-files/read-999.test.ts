import { describe, expect, it } from 'vitest';
import { fixtureAnswers, write999 } from '../../test/x12-answers';
import { ClaimFileError } from './claim-file-error';
import { read999 } from './read-999';

/**
 * The 999 the clearinghouse sends back for the fixture's 837P (docs/decisions/100-acknowledgments-and-remittances.md):
 * the group and transaction set it acknowledges are the ones the 837P carried, and a rejection names the segment,
 * element and claim in words.
 */

const answers = fixtureAnswers();
const { sent } = answers;
const [wheelchair] = sent.claims;

describe('999 accepting the 837P', () => {
  const ack = read999(answers.ack999Accepted);

  it('names its own interchange and the group and transaction set of ours it acknowledges', () => {
    expect(ack.kind).toBe('999');
    expect(ack.interchangeControlNumber).toBe('000910001');
    expect(ack.interchange).toMatchObject({
      senderId: 'KMWC1',
      receiverId: 'KEYSTONE01',
      date: '2026-11-17',
      test: true,
    });
    expect(ack.groups).toHaveLength(1);
    const [group] = ack.groups;
    expect(group).toMatchObject({
      functionalId: 'HC',
      groupControlNumber: sent.groupControlNumber,
      version: '005010X222A1',
      accepted: true,
      partiallyAccepted: false,
      ack: { code: 'A', text: 'Accepted' },
      includedCount: 1,
      receivedCount: 1,
      acceptedCount: 1,
      errors: [],
    });
    expect(group!.transactionSets).toEqual([
      {
        transactionSetId: '837',
        controlNumber: sent.transactionControlNumber,
        version: '005010X222A1',
        ack: { code: 'A', text: 'Accepted' },
        accepted: true,
        errors: [],
        segmentErrors: [],
      },
    ]);
  });
});

describe('999 rejecting the 837P', () => {
  const ack = read999(answers.ack999Rejected);
  const [group] = ack.groups;
  const [set] = group!.transactionSets;

  it('rejects the group and the transaction set, with the reasons in words', () => {
    expect(group).toMatchObject({ accepted: false, ack: { code: 'R', text: 'Rejected' }, acceptedCount: 0 });
    expect(set).toMatchObject({
      controlNumber: sent.transactionControlNumber,
      accepted: false,
      ack: { code: 'R', text: 'Rejected' },
      errors: [{ code: '5', text: 'One or More Segments in Error' }],
    });
  });

  it('names the segment, its loop and the claim it belongs to, and the element with its bad value', () => {
    expect(set!.segmentErrors).toEqual([
      {
        segmentId: 'NM1',
        position: wheelchair!.subscriberPosition,
        loop: '2010',
        error: { code: '8', text: 'Segment Has Data Element Errors' },
        claimControlNumber: wheelchair!.claimControlNumber,
        businessUnit: null,
        elements: [
          {
            position: 9,
            componentPosition: null,
            repetition: null,
            dataElement: '67',
            error: { code: 'I12', text: 'Implementation Pattern Match Failure' },
            badValue: 'WC-2026-448812',
          },
        ],
      },
    ]);
    // The position is the subscriber's NM1 in the 837P we sent, counted as the 999 counts (ST is 1).
    expect(sent.edi.split('~\n')[wheelchair!.subscriberPosition + 1]).toBe(
      'NM1*IL*1*LOPEZ*MARIA ELENA****MI*WC-2026-448812',
    );
  });
});

describe('999 with several transaction sets and unknown codes', () => {
  const text = write999({
    envelope: { controlNumber: 910009, senderId: 'CLEARINGHOUSE', receiverId: 'KEYSTONE01', date: '2026-11-20' },
    group: { functionalId: 'HC', controlNumber: '43', version: '005010X222A1' },
    sets: [
      { controlNumber: '0001', ack: 'E', segmentErrors: [{ segmentId: 'REF', position: 30, code: 'I9' }] },
      {
        controlNumber: '0002',
        ack: 'R',
        errorCodes: ['I5', '99'],
        segmentErrors: [
          {
            segmentId: 'SV1',
            position: 41,
            loop: '2400',
            elements: [{ position: 1, component: 2, code: '7', badValue: 'A0999' }],
          },
        ],
      },
    ],
  });

  it('says a group is partly accepted, a set with errors noted is accepted, and an unknown code is unknown', () => {
    const [group] = read999(text).groups;
    expect(group).toMatchObject({ accepted: false, partiallyAccepted: true, ack: { code: 'P' }, acceptedCount: 1 });
    const [noted, rejected] = group!.transactionSets;
    expect(noted).toMatchObject({ accepted: true, ack: { text: 'Accepted But Errors Were Noted' } });
    expect(noted!.segmentErrors[0]!.error).toEqual({
      code: 'I9',
      text: "Implementation Dependent 'Not Used' Segment Present",
    });
    expect(rejected!.errors).toEqual([
      { code: 'I5', text: 'Implementation One or More Segments In Error' },
      { code: '99', text: 'Unknown code 99' },
    ]);
    expect(rejected!.segmentErrors[0]!.elements[0]).toMatchObject({
      position: 1,
      componentPosition: 2,
      error: { code: '7', text: 'Invalid Code Value' },
      badValue: 'A0999',
    });
  });
});

describe('997 functional acknowledgment', () => {
  it('reads as a 999, its AK3/AK4/AK5 taken as IK3/IK4/IK5', () => {
    const text = answers.ack999Rejected
      .replaceAll('005010X231A1', '004010')
      .replace('ST*999*', 'ST*997*')
      .replace('IK3*', 'AK3*')
      .replace('IK4*', 'AK4*')
      .replace('IK5*', 'AK5*');
    const [set] = read999(text).groups[0]!.transactionSets;
    expect(set).toMatchObject({ accepted: false, errors: [{ code: '5', text: 'One or More Segments in Error' }] });
    expect(set!.segmentErrors[0]).toMatchObject({
      segmentId: 'NM1',
      claimControlNumber: wheelchair!.claimControlNumber,
    });
    expect(set!.segmentErrors[0]!.elements[0]!.error.code).toBe('I12');
  });
});

describe('999 with a TA1', () => {
  it('reads the interchange acknowledgment that travels with it', () => {
    const text = answers.ack999Accepted.replace('GS*', 'TA1*000000042*261117*1405*E*006~\nGS*');
    expect(read999(text).interchangeAcks).toEqual([
      {
        controlNumber: '000000042',
        date: '2026-11-17',
        time: '1405',
        ack: {
          code: 'E',
          text: 'The Transmitted Interchange Control Structure Header and Trailer Have Been Received and Are Accepted But Errors Are Noted. This Means the Sender Must Not Resend This Data.',
        },
        accepted: true,
        note: { code: '006', text: 'Invalid Interchange Sender ID' },
      },
    ]);
  });
});

describe('999 that does not hold together', () => {
  it('is refused when a transaction set is never answered (no IK5)', () => {
    const text = answers.ack999Accepted.replace('IK5*A~\n', '').replace('SE*6*0001', 'SE*5*0001');
    expect(() => read999(text)).toThrow(
      new ClaimFileError('malformed', 'The 999 never says whether transaction set 0001 was accepted (no IK5).'),
    );
  });

  it('is refused when it is another transaction', () => {
    expect(() => read999(answers.remit835)).toThrow('This is not a 999 acknowledgment (ST01 is 835).');
    expect(() => read999(sent.edi)).toThrow('This is not a 999 acknowledgment (ST01 is 837).');
  });
});
