import { z } from 'zod';
import { isIsoDate } from './dates';

/** A company day a form asks for, its messages naming the field. */
export const isoDayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isIsoDate, `${label} must be a valid date`);

/** The period an invoice or a pay statement covers: company days, the end on or after the start. */
export const periodShape = { periodFrom: isoDayField('Period start'), periodTo: isoDayField('Period end') };
export const periodInOrder: [
  (v: { periodFrom: string; periodTo: string }) => boolean,
  { message: string; path: string[] },
] = [(v) => v.periodTo >= v.periodFrom, { message: 'Period end must be on or after its start', path: ['periodTo'] }];
