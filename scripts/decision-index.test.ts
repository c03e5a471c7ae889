import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/README.md is how a reader finds a decision: a record it does not list is a decision nobody finds.

const docs = path.resolve(import.meta.dirname, '..', 'docs');
const records = readdirSync(path.join(docs, 'decisions')).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(docs, 'README.md'), 'utf8');

describe('the decision index', () => {
  it('lists every decision record, linked by its file name', () => {
    const missing = records.filter((name) => !index.includes(`(decisions/${name})`));
    expect(missing).toEqual([]);
  });

  it('links no record that does not exist', () => {
    const linked = [...index.matchAll(/\(decisions\/(\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!);
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });

  it('gives each record one number', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
