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
  if (compact && Math.abs(value) >= 10_000) {
    shortMoney ??= new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    return shortMoney.format(value);
  }
  money ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return money.format(value);
}

// Made on first use and kept: a list of trips formats a rate per card, and building a formatter is the costly part.
let money: Intl.NumberFormat | undefined;
let shortMoney: Intl.NumberFormat | undefined;
