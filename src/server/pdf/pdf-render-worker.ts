// Worker thread entry (render-in-worker.ts): renders a batch of documents off the main thread, so a batch
// of billing or trip-log PDFs does not hold up the API's requests.
import { parentPort, workerData } from 'node:worker_threads';
import { renderPdf, type PdfDocument } from './document';

const documents = workerData as PdfDocument[];
const pdfs: Uint8Array[] = [];
for (const document of documents) pdfs.push(new Uint8Array(await renderPdf(document))); // own memory, to transfer
parentPort!.postMessage(pdfs, pdfs.map((pdf) => pdf.buffer as ArrayBuffer));
