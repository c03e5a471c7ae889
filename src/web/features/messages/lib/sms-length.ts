/**
 * The length of a text as the administrator sees it counted: 160 characters a text, as the editor promises
 * (docs/decisions/065-notifications.md). A gateway that joins long texts with headers, or sends accents and dashes
 * as Unicode, gets fewer a part; the figure is a guide to keep texts short, not a bill.
 */
export const SMS_LENGTH = 160;

export function smsParts(text: string): number {
  return Math.max(1, Math.ceil([...text].length / SMS_LENGTH));
}
