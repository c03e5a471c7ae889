import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/README.md is how a reader finds a decision: a record it does not list is a decision nobody finds. A
// record's Status line is how a reader of an old record learns that a later one changed it.

const docs = path.resolve(import.meta.dirname, '..', 'docs');
const records = readdirSync(path.join(docs, 'decisions')).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(docs, 'README.md'), 'utf8');

const NUMBERS = String.raw`\d{3}(?:, \d{3})*`;
const STATUS = new RegExp(String.raw`^Status: (?:accepted(?:; changed by (${NUMBERS}))?|replaced by (${NUMBERS}))$`);
const CHANGES = new RegExp(String.raw`^Changes: (${NUMBERS})$`);
/** "Amended 2026-11-27 by [decision 083](…) and [decision 085](…)": the links after "by", each a record. */
const AMENDED_BY = /Amended \d{4}-\d{2}-\d{2} by ((?:\[(?:decision )?\d{3}\]\([^)]*\)(?:,? and |, )?)+)/g;

interface DecisionRecord {
  name: string;
  date: string;
  /** The Status line as written, or null when the line under Date: is not one. */
  status: string | null;
  changedBy: string[];
  replacedBy: string[];
  changes: string[];
  /** Numbers the record's own text says amended it ("Amended 2026-11-27 by [decision 081]"). */
  amendedBy: string[];
  /** Numbers the record's own text says it amends ("amends decision 055"). */
  amends: string[];
}

const numbersIn = (list: string | undefined) => (list ? list.split(', ') : []);

function readRecord(name: string): DecisionRecord {
  const lines = readFileSync(path.join(docs, 'decisions', name), 'utf8').split('\n');
  const at = lines.findIndex((line) => line.startsWith('Date: '));
  const statusLine = lines[at + 1] ?? '';
  const status = at >= 0 ? STATUS.exec(statusLine) : null;
  const changes = CHANGES.exec(lines[at + 2] ?? '');
  const text = lines.join(' ');
  return {
    name,
    date: at >= 0 ? lines[at]!.slice('Date: '.length) : '',
    status: status ? statusLine : null,
    changedBy: numbersIn(status?.[1]),
    replacedBy: numbersIn(status?.[2]),
    changes: numbersIn(changes?.[1]),
    amendedBy: [...text.matchAll(AMENDED_BY)].flatMap((match) =>
      [...match[1]!.matchAll(/\[(?:decision )?(\d{3})\]/g)].map((link) => link[1]!),
    ),
    amends: [...text.matchAll(/\bamends decision (\d{3})\b/g)].map((match) => match[1]!),
  };
}

const byNumber = new Map(records.map((name) => [name.slice(0, 3), readRecord(name)]));
const numberOf = (record: DecisionRecord) => record.name.slice(0, 3);

describe('the decision index', () => {
  it('lists every decision record, linked by its file name', () => {
    const missing = records.filter((name) => !index.includes(`(decisions/${name})`));
    expect(missing).toEqual([]);
  });

  it('links no record that does not exist', () => {
    const linked = [...index.matchAll(/\(decisions\/(\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!);
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });

  it("labels each row with its record's own number", () => {
    const rows = [...index.matchAll(/^\| \[(\d{3})\]\(decisions\/(\d{3})-[^)]+\.md\)/gm)];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter(([, label, file]) => label !== file).map(([row]) => row)).toEqual([]);
  });

  it('gives each record one number', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});

describe("the decision records' statuses", () => {
  const all = [...byNumber.values()];

  it('puts a Status line under every Date line', () => {
    expect(all.filter((record) => !record.date).map((record) => record.name)).toEqual([]);
    expect(all.filter((record) => record.status === null).map((record) => record.name)).toEqual([]);
  });

  it('names only records that exist, never the record itself', () => {
    const wrong = all.flatMap((record) =>
      [...record.changedBy, ...record.replacedBy, ...record.changes]
        .filter((n) => !byNumber.has(n) || n === numberOf(record))
        .map((n) => `${record.name} names ${n}`),
    );
    expect(wrong).toEqual([]);
  });

  it('says the same on both sides: "Changes: B" on A, and "changed by A" or "replaced by A" on B', () => {
    const oneSided: string[] = [];
    for (const record of all) {
      const self = numberOf(record);
      for (const earlier of record.changes) {
        const other = byNumber.get(earlier);
        if (other && ![...other.changedBy, ...other.replacedBy].includes(self))
          oneSided.push(`${record.name} changes ${earlier}, whose status does not name ${self}`);
      }
      for (const later of [...record.changedBy, ...record.replacedBy]) {
        const other = byNumber.get(later);
        if (other && !other.changes.includes(self))
          oneSided.push(`${record.name} is changed by ${later}, which has no "Changes: ${self}"`);
      }
    }
    expect(oneSided).toEqual([]);
  });

  it('changes only records of its own date or before', () => {
    const ahead = all.flatMap((record) =>
      record.changes
        .filter((n) => (byNumber.get(n)?.date ?? '') > record.date)
        .map((n) => `${record.name} (${record.date}) changes ${n} (${byNumber.get(n)!.date})`),
    );
    expect(ahead).toEqual([]);
  });

  it('puts in the status every amendment the text names', () => {
    const unlisted = all.flatMap((record) => [
      ...record.amendedBy
        .filter((n) => !record.changedBy.includes(n) && !record.replacedBy.includes(n))
        .map((n) => `${record.name} says it was amended by ${n}`),
      ...record.amends.filter((n) => !record.changes.includes(n)).map((n) => `${record.name} says it amends ${n}`),
    ]);
    expect(unlisted).toEqual([]);
  });
});
