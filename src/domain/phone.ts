import { z } from 'zod';

/** A phone number as the forms take it: at least 10 digits, whatever the punctuation. */
export const phoneSchema = (message = 'Valid phone number is required') =>
  z.string({ error: message }).trim().max(40, message).refine((v) => v.replace(/\D/g, '').length >= 10, message);
