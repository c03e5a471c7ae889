import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfDocument } from './document';

/**
 * The worker: the bundled script beside the server (dist/server, scripts/build-server.mjs), or else the
 * TypeScript source loaded through tsx's loader (development, tests, the build's scripts).
 */
function startWorker(documents: readonly PdfDocument[]): Worker {
  const bundled = new URL('./pdf-render-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData: documents });
  const source = new URL('./pdf-render-worker.ts', import.meta.url).href;
  // An eval'd worker resolves 'tsx' from the working directory: the project's root in all those cases.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData: documents });
}

/**
 * Renders many documents in a worker thread (docs/decisions/017-pdf-library.md): laying out a PDF is
 * synchronous work of tens of milliseconds a document, which would otherwise stall every request meanwhile.
 * The documents are plain data, copied to the worker; the PDFs come back in the same order.
 */
export function renderPdfsInWorker(documents: readonly PdfDocument[]): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(documents);
    let result: Uint8Array[] | undefined;
    worker.once('message', (pdfs: Uint8Array[]) => (result = pdfs));
    worker.once('error', reject);
    worker.once('exit', (code) => (result ? resolve(result) : reject(new Error(`PDF worker stopped (exit code ${code}) without a result`))));
  });
}
