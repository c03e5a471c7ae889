import { z } from 'zod';

/** Said under a phone field whose digits are enough but make no number a text can reach. */
export const US_PHONE_MESSAGE = 'Enter a US phone number: area code and 7 digits, like (215) 555-0142';

/**
 * A US phone number as SMS gateways take it (E.164: +1 and ten digits, the area code and the exchange not
 * starting with 0 or 1), or null when it is not one. The one rule for the forms and for texts: a number the
 * forms take is one a text can reach, so no rider or driver is left without their texts unnoticed.
 */
export function textablePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? `+1${digits}` : null;
}

/**
 * A phone number as the forms take it: a US number (textablePhone) in any punctuation, kept as typed. Fewer
 * than 10 digits gets the field's own message; enough digits that still make no US number get US_PHONE_MESSAGE.
 */
export const phoneSchema = (message = 'Valid phone number is required') =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((v) => v.replace(/\D/g, '').length >= 10, message)
    .refine((v) => v.replace(/\D/g, '').length < 10 || textablePhone(v) !== null, US_PHONE_MESSAGE);
