import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../src/domain/company';
import { readBackPdf } from '../../src/server/test/pdf-text';
import { driverTraining } from '../../src/web/content/driver-training';
import { trainingManualPdf } from './manual';

describe('the Driver 101 training manual', () => {
  it('is a complete PDF titled after the company, with every module, its summary and its points', async () => {
    const pdf = readBackPdf(await trainingManualPdf());
    expect(pdf.title).toBe(`${DEFAULT_COMPANY.name}: Driver 101 Training Manual`);
    expect(pdf.text).toContain('Driver 101 Training Manual');
    expect(pdf.text).toContain(DEFAULT_COMPANY.name.toUpperCase());
    driverTraining.modules.forEach((module, index) => {
      expect(pdf.text).toContain(`Module ${index + 1}: ${module.title}`);
      expect(pdf.text).toContain(module.summary);
      for (const item of module.items) expect(pdf.text).toContain(item);
    });
  });

  it('keeps each module on one page and numbers the pages in a footer with the dispatch contacts', async () => {
    const pdf = readBackPdf(await trainingManualPdf());
    // The page says "PDF, 2 pages" beside the download link.
    expect(pdf.pages).toBe(2);
    expect(driverTraining.downloadNote).toBe(`PDF, ${pdf.pages} pages`);
    for (const page of [1, 2]) {
      expect(pdf.text).toContain(
        `${DEFAULT_COMPANY.name} · Dispatch ${DEFAULT_COMPANY.phone} · ${DEFAULT_COMPANY.email} · Page ${page} of 2`,
      );
    }
    // Module 5 would not fit under module 4 on page 1: it starts page 2 whole.
    expect(pdf.text.indexOf('Page 1 of 2')).toBeLessThan(pdf.text.indexOf('Module 5:'));
    expect(pdf.text.indexOf('Module 4:')).toBeLessThan(pdf.text.indexOf('Page 1 of 2'));
  });

  it('uses the company profile it is given', async () => {
    const company = { ...DEFAULT_COMPANY, name: 'Lehigh Valley Rides', phone: '(610) 555-0199' };
    const pdf = readBackPdf(await trainingManualPdf(company));
    expect(pdf.title).toBe('Lehigh Valley Rides: Driver 101 Training Manual');
    expect(pdf.text).toContain('LEHIGH VALLEY RIDES');
    expect(pdf.text).toContain('Dispatch (610) 555-0199');
  });
});
