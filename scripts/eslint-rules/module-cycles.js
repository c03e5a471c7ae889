// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * No cycles between the server's modules (docs/decisions/092-server-module-boundaries.md). import-x/no-cycle follows
 * files, so jobs/service → proof/repository and proof/service → jobs/service pass it; this rule follows folders: a
 * file of module X may not import module Y when Y, through any of its files but tests, already imports X.
 *
 * The graph is read once per process from the import lines of the modules' files on disk (a regular expression,
 * no parser: a few milliseconds for the whole tree); the file being linted is judged by its own import lines, so an
 * editor's unsaved text and the boundaries test's probes count.
 */

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; comments are rare enough in import
// lines that a commented-out import counting as one errs on the strict side.
const SPECIFIER =
  /\bimport\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bexport\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module a path lies in (its first folder under `modulesDir`), or null outside the modules. */
function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** The module a relative specifier in `file` points into; packages and aliases are never a module. */
function targetOf(modulesDir, file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), specifier);
  const relative = path.relative(modulesDir, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** @typedef {Map<string, Map<string, string>>} ModuleGraph module → module it imports → one file that does, as "x/a.ts imports '../y/b'" */

/** @type {Map<string, ModuleGraph>} */
const graphs = new Map();

/** @returns {ModuleGraph} */
function graphOf(modulesDir) {
  const known = graphs.get(modulesDir);
  if (known) return known;
  /** @type {ModuleGraph} */
  const graph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
      const to = targetOf(modulesDir, file, specifier);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map();
      graph.set(from, edges);
      if (!edges.has(to)) edges.set(to, `${path.relative(modulesDir, file)} imports '${specifier}'`);
    }
  }
  graphs.set(modulesDir, graph);
  return graph;
}

/** The shortest way from module `start` back to `goal` (both included), or null when there is none. */
function wayBack(graph, start, goal) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const at = queue[i];
    for (const next of graph.get(at)?.keys() ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      if (next === goal) {
        const way = [goal];
        for (let step = at; step !== null; step = cameFrom.get(step) ?? null) way.unshift(step);
        return way;
      }
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleCycles = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid an import between the server's modules that closes a cycle of modules" },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' } },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Module cycle: {{cycle}} ({{back}}). Modules import each other one way only: move the shared rule down (src/domain when it is pure), let one side reach the other through its service, or pass a function in (docs/decisions/092-server-module-boundaries.md).',
    },
  },
  create(context) {
    const modulesDir = path.resolve(context.options[0].modulesDir);
    const file = context.physicalFilename;
    const from = moduleOf(modulesDir, file);
    // Tests may set up data through any module; only the product's own files make the graph.
    if (!from || TEST_FILE.test(file)) return {};

    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = targetOf(modulesDir, file, source.value);
      if (!to || to === from) return;
      const graph = graphOf(modulesDir);
      const way = wayBack(graph, to, from);
      if (!way) return;
      const back = graph.get(way.at(-2) ?? to)?.get(from) ?? '';
      context.report({ node: source, messageId: 'cycle', data: { cycle: [from, ...way].join(' → '), back } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
