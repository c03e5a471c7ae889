import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md's Shape is where a newcomer learns what each server module and web feature is for: a folder
// it leaves out is one nobody knows to look in, and a name without a folder sends them looking for nothing.

const root = path.resolve(import.meta.dirname, '..');
const architecture = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The Shape section, from its heading to the next. */
function shapeLines(): string[] {
  const lines = architecture.split('\n');
  const start = lines.indexOf('## Shape');
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start, end < 0 ? undefined : end);
}

/**
 * The names listed under an entry of the source tree (`  modules/<resource>/`): its lines run until the next entry
 * two spaces in, and a listed name starts a line nineteen spaces in, with its purpose after it.
 */
function listedUnder(entry: string): string[] {
  const lines = shapeLines();
  const start = lines.findIndex((line) => line.startsWith(`  ${entry}`));
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && /^(?: {2})?\S/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => /^ {19}([a-z][a-z0-9-]*)(?: {2,}\S|$)/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

describe("docs/architecture.md's Shape", () => {
  it.each([
    ['src/server/modules', 'modules/<resource>/'],
    ['src/web/features', 'features/<name>/'],
  ])('lists every folder of %s under %s, and names no folder that is not there', (dir, entry) => {
    const listed = listedUnder(entry);
    const present = folders(dir);
    expect({
      missingFromDoc: present.filter((name) => !listed.includes(name)),
      withoutFolder: listed.filter((name) => !present.includes(name)),
    }).toEqual({ missingFromDoc: [], withoutFolder: [] });
  });
});
