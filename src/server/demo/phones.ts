/** Area codes of the company's region (Philadelphia, its suburbs and South Jersey), for made-up numbers. */
const AREA_CODES = ['215', '267', '445', '610', '484', '856'] as const;

/**
 * The n-th made-up phone number (n from 0): in the 555-0100–0199 range set aside for fiction, so no real person
 * is texted, yet one the one US phone rule takes (src/domain/phone.ts). Distinct for the first 600.
 */
export function fictionalPhone(n: number): string {
  const area = AREA_CODES[Math.floor(n / 100) % AREA_CODES.length]!;
  return `(${area}) 555-01${String(n % 100).padStart(2, '0')}`;
}
