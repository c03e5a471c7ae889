import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The modules a file pulls in with its static imports, followed through the source (type-only imports, which the
 * build drops, and `import()`, which becomes a chunk of its own, are not followed). What a page's chunk and the
 * chunks it needs at once are made of, without a build: scripts/page-split/page-split.test.ts reads it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const aliases: [RegExp, string][] = [
  [/^@domain$/, 'src/domain/index.ts'],
  [/^@domain\//, 'src/domain/'],
  [/^@\//, 'src/web/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, specifier: string): string | null {
  const alias = aliases.find(([pattern]) => pattern.test(specifier));
  const base = alias
    ? path.join(root, specifier.replace(alias[0], alias[1]))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  // A package: named as it is, so a test can say which libraries a page loads.
  if (base === null)
    return `package:${specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/')}`;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

function staticImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      // `import { type A, type B } from` keeps nothing at run time either.
      const bindings = clause?.namedBindings;
      if (
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly)
      )
        continue;
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** Every module reached from `entry` (a path from the repository's root) through static imports: files and `package:` names. */
export function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith('package:')) continue;
    for (const specifier of staticImports(file)) {
      const resolved = resolve(file, specifier);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return new Set([...seen].map((id) => (id.startsWith('package:') ? id : path.relative(root, id))));
}

/** The chain of static imports from `entry` to `target`, to say in a failure why a page loads a module. */
export function importChain(entry: string, target: string): string[] {
  const start = path.join(root, entry);
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const name = file.startsWith('package:') ? file : path.relative(root, file);
    if (name === target || name.startsWith(target)) {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at; at = parent.get(at))
        chain.unshift(at.startsWith('package:') ? at : path.relative(root, at));
      return chain;
    }
    if (file.startsWith('package:')) continue;
    for (const specifier of staticImports(file)) {
      const resolved = resolve(file, specifier);
      if (resolved && !parent.has(resolved)) {
        parent.set(resolved, file);
        queue.push(resolved);
      }
    }
  }
  return [];
}
