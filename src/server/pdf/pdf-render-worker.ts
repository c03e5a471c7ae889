// Worker thread entry (render-in-worker.ts): renders batches of documents off the main thread, so billing or
// trip-log PDFs do not hold up the API's requests. The worker stays for the next batch
// (docs/decisions/075-bounded-pdf-work.md): starting one costs more than most documents.
import { parentPort } from 'node:worker_threads';
import { renderPdf, type PdfDocument } from './document';

/** What the pool hears back for each batch: the PDFs in order, or why they could not be made. */
export type RenderAnswer = { pdfs: Uint8Array[] } | { failed: string };

parentPort!.on('message', async (documents: PdfDocument[]) => {
  try {
    const pdfs: Uint8Array[] = [];
    for (const document of documents) pdfs.push(new Uint8Array(await renderPdf(document))); // own memory, to transfer
    parentPort!.postMessage(
      { pdfs } satisfies RenderAnswer,
      pdfs.map((pdf) => pdf.buffer as ArrayBuffer),
    );
  } catch (error) {
    parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer);
  }
});
