import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { needsOwnModuleGraph, ownModuleGraph } from './own-module-graph';

const nodeTestFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));

it('keeps every Node test file that replaces or watches a module in a module graph of its own, and only those', () => {
  const files = [...nodeTestFiles('src'), ...nodeTestFiles('scripts')].filter(
    (file) => file !== 'scripts/own-module-graph.test.ts',
  );
  const needing = files.filter((file) => needsOwnModuleGraph.test(readFileSync(file, 'utf8'))).sort();
  expect(needing).toEqual([...ownModuleGraph].sort());
});
