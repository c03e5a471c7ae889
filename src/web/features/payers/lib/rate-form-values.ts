import type { Path } from 'react-hook-form';
import type { RateInput, RateResponse } from '@domain/payer';
import { wholeNumberOf } from './payer-form-values';

/** What the rate form holds: every amount as typed, and whether the payer pays an after-hours surcharge at all. */
export interface RateFormValues {
  base: string;
  milesIncluded: string;
  perMile: string;
  freeWaitMinutes: string;
  waitPer15Minutes: string;
  noShow: string;
  lateCancellation: string;
  escort: string;
  afterHours: string;
  noAfterHours: boolean;
  afterHoursWindow: { start: string; end: string };
}

export const MONEY_FIELDS = [
  'base',
  'perMile',
  'waitPer15Minutes',
  'noShow',
  'lateCancellation',
  'escort',
  'afterHours',
] as const;

export const EMPTY_RATE_FORM: RateFormValues = {
  base: '',
  milesIncluded: '',
  perMile: '',
  freeWaitMinutes: '',
  waitPer15Minutes: '',
  noShow: '',
  lateCancellation: '',
  escort: '',
  afterHours: '',
  noAfterHours: false,
  afterHoursWindow: { start: '18:00', end: '06:00' },
};

export const RATE_FORM_FIELDS: Path<RateFormValues>[] = [
  'base',
  'milesIncluded',
  'perMile',
  'freeWaitMinutes',
  'waitPer15Minutes',
  'noShow',
  'lateCancellation',
  'escort',
  'afterHours',
  'afterHoursWindow',
  'afterHoursWindow.start',
  'afterHoursWindow.end',
];

export function rateToFormValues(rate: RateResponse): RateFormValues {
  const {
    afterHoursWindow,
    freeWaitMinutes,
    payerId: _payerId,
    levelOfService: _level,
    updatedAt: _updatedAt,
    ...amounts
  } = rate;
  return {
    ...amounts,
    freeWaitMinutes: String(freeWaitMinutes),
    noAfterHours: afterHoursWindow === null,
    afterHours: afterHoursWindow === null ? '' : amounts.afterHours,
    afterHoursWindow: afterHoursWindow ?? EMPTY_RATE_FORM.afterHoursWindow,
  };
}

/** What the form sends. Without a window the surcharge can never apply, so it is sent as nothing rather than kept. */
export function toRateInput(values: RateFormValues): RateInput {
  const { noAfterHours, afterHoursWindow, freeWaitMinutes, afterHours, ...amounts } = values;
  return {
    ...amounts,
    freeWaitMinutes: wholeNumberOf(freeWaitMinutes),
    afterHours: noAfterHours ? '0.00' : afterHours,
    afterHoursWindow: noAfterHours ? null : afterHoursWindow,
  };
}
