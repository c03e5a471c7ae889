import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Names set or shown commented out (`# NAME=`) in .env.example. */
function envExampleNames(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
}

/** Names in backticks inside the README's "## Configuration" table. */
function readmeTableNames(): Set<string> {
  const readme = read('README.md');
  const start = readme.indexOf('## Configuration');
  expect(start).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n##', start + 3); // the next heading, ## or ###
  const section = readme.slice(start, end === -1 ? undefined : end);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return new Set(
    rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)),
  );
}

// The README promises that .env.example lists every variable; these keep the three from drifting apart.
describe('configuration documents', () => {
  it('finds the variables the server reads', () => {
    expect(CONFIG_VARIABLES).toContain('PORT');
    expect(CONFIG_VARIABLES).toContain('NODE_ENV');
  });

  it('lists every variable the server reads in .env.example', () => {
    const listed = envExampleNames();
    expect(CONFIG_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("lists every variable the server reads in the README's configuration table", () => {
    const listed = readmeTableNames();
    expect(CONFIG_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });
});
