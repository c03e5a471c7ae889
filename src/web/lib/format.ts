/** '{Page} | {Company}', the document title of every route. */
export function pageTitle(page: string, companyName: string): string {
  return page ? `${page} | ${companyName}` : companyName;
}

/**
 * Money from the API's decimal strings ("1234.50"): "$1,234.50" below $10,000, "$48.2K" above, where
 * a tile has room for a few characters only. A value that is not a number shows as a dash.
 */
export function formatMoney(amount: string, { compact = false }: { compact?: boolean } = {}): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return '—';
  const shorten = compact && Math.abs(value) >= 10_000;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: shorten ? 'compact' : 'standard',
    minimumFractionDigits: shorten ? 0 : 2,
    maximumFractionDigits: shorten ? 1 : 2,
  }).format(value);
}
