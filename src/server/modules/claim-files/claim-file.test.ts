import { X12Parser, type X12Interchange } from 'node-x12';
import { describe, expect, it } from 'vitest';
import { fixtureAnswers } from '../../test/x12-answers';
import { ClaimFileError, contentHash, detectClaimFile, type ClaimFileProblem } from './claim-file';
import { read277ca } from './read-277ca';
import { read835 } from './read-835';
import { read999 } from './read-999';

/**
 * Telling the clearinghouse's files apart, refusing broken ones with a message a clerk can act on, and knowing a
 * file posted twice (docs/decisions/100-acknowledgments-and-remittances.md).
 */

const answers = fixtureAnswers();
const readers = { read999, read277ca, read835 };

function problemOf(read: () => unknown): { problem: ClaimFileProblem; message: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof ClaimFileError) return { problem: error.problem, message: error.message };
    throw error;
  }
  throw new Error('The file was read');
}

describe('detectClaimFile', () => {
  it('tells a 999, a 277CA and an 835 apart by ST01 and, for the 277, its guide', () => {
    expect(detectClaimFile(answers.ack999Accepted)).toBe('999');
    expect(detectClaimFile(answers.ack999Rejected)).toBe('999');
    expect(detectClaimFile(answers.ack277)).toBe('277CA');
    expect(detectClaimFile(answers.remit835)).toBe('835');
    expect(detectClaimFile(answers.ack999Accepted.replace('ST*999*', 'ST*997*'))).toBe('999');
  });

  it('refuses our own 837P, a 277 claim status response and a file mixing kinds, saying what they are', () => {
    expect(problemOf(() => detectClaimFile(answers.sent.edi))).toEqual({
      problem: 'wrong_transaction',
      message:
        'This is a claim file (837): the product reads 999 acknowledgments, 277CA claim acknowledgments and 835 remittances.',
    });
    expect(problemOf(() => detectClaimFile(answers.ack277.replaceAll('005010X214', '005010X212'))).message).toBe(
      'This is a 277 of guide 005010X212, not a claim acknowledgment: the product reads 999 acknowledgments, 277CA claim acknowledgments and 835 remittances.',
    );
    // A 999 group spliced into the 835's interchange.
    const group999 = answers.ack999Accepted.slice(
      answers.ack999Accepted.indexOf('GS*'),
      answers.ack999Accepted.indexOf('IEA*'),
    );
    const mixed = answers.remit835.replace('IEA*1*', `${group999}IEA*2*`);
    const ta1Only = `${answers.ack999Accepted.slice(0, answers.ack999Accepted.indexOf('GS*'))}TA1*000000042*261117*1405*R*006~\nIEA*0*000910001~\n`;
    expect(problemOf(() => detectClaimFile(ta1Only)).message).toBe(
      "This file holds only an interchange acknowledgment (TA1 for interchange 000000042, code R), which the product does not read: see the clearinghouse's portal for why.",
    );
    expect(problemOf(() => detectClaimFile(mixed)).message).toBe(
      'The file mixes an 835 remittance and a 999 acknowledgment; upload each kind in a file of its own.',
    );
  });
});

describe('a file that is not a whole interchange', () => {
  const cases: [string, string, ClaimFileProblem, string][] = [
    [
      'a text that is not X12',
      'Dear billing team, please find our remittance attached.',
      'not_x12',
      'This is not an X12 file: it does not begin with an ISA header.',
    ],
    ['an empty file', '', 'not_x12', 'This is not an X12 file: it does not begin with an ISA header.'],
    [
      'a file cut inside its header',
      answers.remit835.slice(0, 60),
      'truncated',
      'The file is cut short: it ends inside its ISA header.',
    ],
    [
      'a file cut after a segment',
      answers.remit835.slice(0, answers.remit835.indexOf('PLB*')),
      'truncated',
      'The file is cut short: transaction set 0001 has no SE trailer (interchange 000930001).',
    ],
    [
      'a file cut inside a segment id',
      answers.remit835.slice(0, answers.remit835.indexOf('PLB*') + 1),
      'truncated',
      'The file is cut short: its last segment is incomplete.',
    ],
    [
      'a file without its IEA',
      answers.remit835.slice(0, answers.remit835.indexOf('IEA*')),
      'truncated',
      'The file is cut short: it ends without its IEA trailer (interchange 000930001).',
    ],
    [
      'interchange control numbers that differ',
      answers.remit835.replace('IEA*1*000930001', 'IEA*1*000930002'),
      'envelope',
      'The interchange control numbers do not match: ISA13 is 000930001 but IEA02 is 000930002.',
    ],
    [
      'a wrong count of groups',
      answers.remit835.replace('IEA*1*', 'IEA*2*'),
      'envelope',
      'The interchange says it holds 2 functional groups (IEA01) but holds 1.',
    ],
    [
      'group control numbers that differ',
      answers.remit835.replace('GE*2*930001', 'GE*2*930009'),
      'envelope',
      'The functional group control numbers do not match: GS06 is 930001 but GE02 is 930009.',
    ],
    [
      'a wrong count of transaction sets',
      answers.remit835.replace('GE*2*930001', 'GE*3*930001'),
      'envelope',
      'Functional group 930001 says it holds 3 transaction sets (GE01) but holds 2.',
    ],
    [
      'a wrong count of segments',
      answers.remit835.replace('SE*37*0001', 'SE*36*0001'),
      'envelope',
      'Transaction set 0001 says it has 36 segments (SE01) but has 37.',
    ],
    [
      'transaction set control numbers that differ',
      answers.remit835.replace('SE*37*0001', 'SE*37*0003'),
      'envelope',
      'The transaction set control numbers do not match: ST02 is 0001 but SE02 is 0003.',
    ],
    [
      'two interchanges in one file',
      answers.remit835 + answers.remit835,
      'envelope',
      'The file holds more than one interchange (ISA…IEA); each must come in a file of its own.',
    ],
    [
      'a segment outside any transaction set',
      answers.remit835.replace('GE*2*', 'NTE*STRAY~\nGE*2*'),
      'envelope',
      'A NTE segment stands outside any transaction set (ST…SE) in functional group 930001.',
    ],
  ];

  it.each(cases)('is refused: %s', (_, text, problem, message) => {
    for (const read of [detectClaimFile, ...Object.values(readers)]) {
      expect(problemOf(() => read(text))).toEqual({ problem, message });
    }
  });

  it('is refused by a reader expecting another transaction, naming what the file holds', () => {
    expect(problemOf(() => read835(answers.ack999Accepted))).toEqual({
      problem: 'wrong_transaction',
      message: 'This is not an 835 remittance (ST01 is 999).',
    });
    expect(problemOf(() => read277ca(answers.remit835)).message).toBe(
      'This is not a 277CA claim acknowledgment (ST01 is 835).',
    );
    expect(problemOf(() => read999(answers.ack277)).message).toBe('This is not a 999 acknowledgment (ST01 is 277).');
  });
});

describe('a file as a clearinghouse delivers it', () => {
  it('reads the same with CRLF, without line breaks, wrapped at 80 columns, with a byte order mark', () => {
    const expected = read835(answers.remit835);
    const unbroken = answers.remit835.replaceAll('\n', '');
    const variants = [
      answers.remit835.replaceAll('\n', '\r\n'),
      unbroken,
      unbroken.replace(/(.{80})/g, '$1\r\n'),
      `\uFEFF${answers.remit835}`,
    ];
    for (const text of variants) expect(read835(text)).toEqual(expected);
  });

  it('reads other separators as its ISA sets them', () => {
    const text = answers.ack277.replaceAll('*', '|').replaceAll(':', '>').replaceAll('~\n', '\n');
    const claims = read277ca(text).claims;
    expect(claims.map((c) => [c.outcome, c.statusInformation[0]!.statuses[0]!.category.code])).toEqual([
      ['accepted', 'A2'],
      ['rejected', 'A7'],
    ]);
  });

  it('agrees with node-x12 on the envelope of every answer the test helper writes', () => {
    for (const text of [answers.ack999Accepted, answers.ack999Rejected, answers.ack277, answers.remit835]) {
      const parsed = new X12Parser(true).parse(text) as X12Interchange;
      const transactions = parsed.functionalGroups.flatMap((g) => g.transactions);
      expect(transactions.length).toBeGreaterThan(0);
      for (const t of transactions) expect(Number(t.trailer.valueOf(1))).toBe(t.segments.length + 2);
    }
  });
});

describe('contentHash', () => {
  it('is the same for one interchange however its lines are broken', () => {
    const hash = contentHash(answers.remit835);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const unbroken = answers.remit835.replaceAll('\n', '');
    for (const text of [
      answers.remit835.replaceAll('\n', '\r\n'),
      unbroken,
      unbroken.replace(/(.{80})/g, '$1\n'),
      `\uFEFF${answers.remit835}\n\n`,
    ]) {
      expect(contentHash(text)).toBe(hash);
    }
  });

  it('differs when a single element differs, and hashes a text that is not X12 too', () => {
    expect(contentHash(answers.remit835.replace('*85.00*', '*85.01*'))).not.toBe(contentHash(answers.remit835));
    expect(contentHash('not x12\r\n')).toBe(contentHash('not x12\n'));
  });
});
