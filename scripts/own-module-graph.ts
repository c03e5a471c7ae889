/**
 * The Node test files that need a module graph of their own (docs/decisions/095-test-files-share-modules.md): they
 * replace a module with vi.mock or watch a module load. Every other Node test file shares its worker's modules
 * with the files run before it, so the server is loaded once per worker rather than once per file.
 */
export const ownModuleGraph = [
  'src/server/geo/geocoder.test.ts',
  'src/server/pdf/pdf-work.test.ts',
  'src/server/pdf/render-in-worker.test.ts',
];

/** What in a test file's text means it needs a fresh module graph. */
export const needsOwnModuleGraph = /\bvi\.(mock|doMock|unmock|resetModules)\(|[rR]equire(?:\([^)]*\))?\.cache\b/;
