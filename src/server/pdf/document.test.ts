import { describe, expect, it } from 'vitest';
import { readBackPdf } from '../test/pdf-text';
import { pdfTable, renderPdf } from '.';
import { PdfWorkers } from './render-in-worker';

// A 1×1 PNG, standing in for a signature captured on the driver's phone.
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const tripRows = Array.from({ length: 150 }, (_, i) => [
  `Nov ${(i % 28) + 1}`,
  `Trip ${1000 + i}`,
  `Rider ${i} to Clinic ${i % 9}`,
  `$${(20 + i).toFixed(2)}`,
]);

describe('PDF building blocks', () => {
  it('lays a long table over several pages, repeating its header, with a header line and "Page n of N" on every page', async () => {
    const bytes = await renderPdf({
      title: 'Trip log',
      header: 'Trip log · November 2026',
      footer: 'Keystone Medical Transport',
      content: [
        { text: 'Trip log', fontSize: 18, bold: true },
        pdfTable(
          [
            { header: 'Date', width: 60 },
            { header: 'Trip', width: 60 },
            { header: 'Route' },
            { header: 'Fare', width: 60, align: 'right' },
          ],
          tripRows,
        ),
      ],
    });
    const pdf = readBackPdf(bytes);
    expect(pdf.title).toBe('Trip log');
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pdf.pages; page++)
      expect(pdf.text).toContain(`Keystone Medical Transport · Page ${page} of ${pdf.pages}`);
    expect(pdf.text.match(/DateTripRouteFare/g)).toHaveLength(pdf.pages);
    expect(pdf.text.match(/Trip log · November 2026/g)).toHaveLength(pdf.pages - 1);
    for (const row of [tripRows[0]!, tripRows[149]!]) expect(pdf.text).toContain(row.join(''));
  });

  it('embeds a font that shows any name, and an image given as data (a signature)', async () => {
    const pdf = readBackPdf(
      await renderPdf({
        title: 'Trip receipt',
        font: 'Roboto',
        content: [{ text: 'Rider: Zoë Łukasiewicz-Nguyễn' }, { image: SIGNATURE_PNG, width: 120 }],
      }),
    );
    expect(pdf.pages).toBe(1);
    expect(pdf.embeddedFonts).toContain('Roboto-Regular');
    expect(pdf.images).toBeGreaterThan(0);
  });

  it('never reads a file or fetches a URL named in a document', async () => {
    await expect(renderPdf({ title: 'x', content: [{ image: '/etc/hostname' }] })).rejects.toThrow(/denied/);
    await expect(renderPdf({ title: 'x', content: [{ image: 'https://example.com/signature.png' }] })).rejects.toThrow(
      /denied/,
    );
  });
});

describe('a batch of PDFs', () => {
  it('renders in a worker thread, in order, while the main thread stays free', async () => {
    const documents = ['Trip log: Ann Lee', 'Trip log: Bo Chen', 'Trip log: Cy Diaz'].map((title) => ({
      title,
      footer: title,
      content: [
        { text: title, fontSize: 18, bold: true },
        pdfTable(
          [{ header: 'Trip' }, { header: 'Route' }],
          tripRows.map((row) => [row[1]!, row[2]!]),
        ),
      ],
    }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const workers = new PdfWorkers({ workers: 1, queue: 0, memoryMb: 256, timeoutMs: 30_000 });
    const pdfs = await workers.render(documents).finally(() => (clearInterval(timer), workers.close()));
    expect(pdfs.map((bytes) => readBackPdf(bytes).title)).toEqual(documents.map((d) => d.title));
    expect(readBackPdf(pdfs[1]!).text).toContain('Trip 1149');
    // The event loop kept turning while the worker laid out three multi-page documents.
    expect(ticks).toBeGreaterThan(3);
  });
});
