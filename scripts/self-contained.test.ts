import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A clone of this repository is all a reader has: the product's rules are in docs/, and code, tests and docs
// cite them there (docs/product/…, docs/architecture.md, "decision NNN"), never a document kept elsewhere.

const root = path.resolve(import.meta.dirname, '..');

// Built from parts so that this file does not cite what it forbids.
const OUTSIDE_DOCS = new RegExp(String.raw`\b(?:${['SPEC', 'DECISIONS', 'DESIGN', 'OPERATIONS'].join('|')})\.md\b`);
const SHARED_FOLDER = new RegExp(String.raw`\.\.\/(?:\.\.\/)*${'shared'}\b`);
/**
 * A bare decision number of the old list ("D" and one or two digits), which nobody here can look up. A quoted one
 * is a code, not a citation (the X12 date format qualifier 'D8'), and so is one after an X12 segment's "*" (REF*D9)
 * or one that keys a code list (D1: the claim adjustment reason).
 */
const BARE_DECISION_NUMBER = new RegExp(String.raw`(?<![\w'*-])${'D'}\d{1,2}(?![\w:])`);

// Applied migrations are history: a database that ran one keeps its text, so they are read as they are.
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
  'migrations',
]);
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|jsx|md|sql|css|html|json|ya?ml|sh)$/;

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && TEXT_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every file whose words a reader of the repository meets: sources, tests, scripts, benchmarks, docs, configs. */
function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of ['src', 'e2e', 'scripts', 'bench', 'docs']) walk(path.join(root, dir), files);
  for (const name of readdirSync(root)) {
    if (name === 'README.md' || /\.config\.(?:ts|js|mjs|cjs)$/.test(name)) files.push(path.join(root, name));
  }
  return files;
}

const files = sourceFiles().map((file) => ({
  rel: path.relative(root, file).split(path.sep).join('/'),
  file,
  lines: readFileSync(file, 'utf8').split('\n'),
}));

const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) => /^\d{3}-.+\.md$/.test(name));

/** Lines (as `file:line: text`) on which `find` reports something. */
function offending(find: (line: string, file: { rel: string; file: string }) => string[]): string[] {
  const found: string[] = [];
  for (const f of files) {
    f.lines.forEach((line, i) => {
      for (const what of find(line, f)) found.push(`${f.rel}:${i + 1}: ${what}`);
    });
  }
  return found;
}

/**
 * Whether a repository path written in prose names something that exists: `docs/product/`, `docs/decisions/009`
 * (record 009 by its number), `docs/decisions/008-…` (a file name cut short).
 */
function resolves(docPath: string, cutShort: boolean): boolean {
  const clean = docPath.replace(/[/.]+$/, '');
  if (cutShort) {
    const dir = path.join(root, path.dirname(docPath));
    return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(path.basename(docPath)));
  }
  if (existsSync(path.join(root, clean))) return true;
  const record = /^docs\/decisions\/(\d{3})$/.exec(clean);
  return record !== null && records.some((name) => name.startsWith(`${record[1]}-`));
}

describe('the repository stands alone', () => {
  it('finds the files it checks, and the decision records', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.rel === 'README.md')).toBe(true);
    expect(records.length).toBeGreaterThan(30);
  });

  it('cites no document kept outside the repository', () => {
    const found = offending((line) => {
      const hits: string[] = [];
      const outside = OUTSIDE_DOCS.exec(line);
      if (outside) hits.push(outside[0]);
      const shared = SHARED_FOLDER.exec(line);
      if (shared) hits.push(shared[0]);
      return hits;
    });
    expect(found, 'cite docs/product/…, docs/architecture.md or a decision record instead').toEqual([]);
  });

  it('cites decisions by their record number, not by the old bare numbers', () => {
    const found = offending((line) => {
      const hit = BARE_DECISION_NUMBER.exec(line);
      return hit ? [hit[0]] : [];
    });
    expect(found, 'write "decision NNN" for docs/decisions/NNN-….md').toEqual([]);
  });

  it('names only docs/ paths that exist', () => {
    const found = offending((line) =>
      [...line.matchAll(/(?<![\w./-])(docs\/[\w./-]*)(…)?/g)]
        // A pattern for new files ("docs/decisions/NNN-title.md") names no file; `docs/openapi.ts` is the
        // server's docs module, named from its own folder.
        .filter((m) => !/NNN/.test(m[1] ?? '') && !/\.(?:ts|tsx|js|mjs)$/.test(m[1] ?? ''))
        .filter((m) => !resolves(m[1] ?? '', m[2] !== undefined))
        .map((m) => m[0]),
    );
    expect(found).toEqual([]);
  });

  it('cites only decision records that exist', () => {
    const found = offending((line) => {
      const missing: string[] = [];
      for (const m of line.matchAll(/\bdecisions?\s+((?:\[?\d{3}\]?(?:\([^)\s]*\))?(?:,\s*|\s+and\s+|\/)?)+)/gi)) {
        const numbers = (m[1] ?? '').replace(/\([^)]*\)/g, '').match(/\d{3}/g) ?? [];
        for (const n of numbers) if (!records.some((name) => name.startsWith(`${n}-`))) missing.push(`decision ${n}`);
      }
      return missing;
    });
    expect(found).toEqual([]);
  });

  it('links only files that exist from Markdown', () => {
    const found = offending((line, f) => {
      if (!f.rel.endsWith('.md')) return [];
      return [...line.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1] ?? '')
        .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
        .filter((target) => !existsSync(path.resolve(path.dirname(f.file), decodeURI(target.split('#')[0] ?? ''))));
    });
    expect(found).toEqual([]);
  });

  it('keeps every decision record in one form: a numbered title, a date, context, decision and consequences', () => {
    const malformed = records.filter((name) => {
      const text = readFileSync(path.join(root, 'docs/decisions', name), 'utf8');
      return !(
        text.startsWith(`# ${name.slice(0, 3)}: `) &&
        /^Date: \d{4}-\d{2}-\d{2}$/m.test(text) &&
        /^## Context$/m.test(text) &&
        /^## Decision$/m.test(text) &&
        /^## Consequences$/m.test(text)
      );
    });
    expect(malformed).toEqual([]);
    // One record per number.
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(statSync(path.join(root, 'docs/README.md')).isFile()).toBe(true);
  });
});
