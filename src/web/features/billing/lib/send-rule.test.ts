import { describe, expect, it } from 'vitest';
import { sendFormSchema } from './send-rule';

const errorsOf = (values: unknown) => {
  const result = sendFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('sending an invoice whose claims have problems', () => {
  it('is refused until the clerk ticks "Send with these problems"', () => {
    expect(
      errorsOf({ sentOn: '2026-11-26', acknowledgeProblems: false, problemClaims: 2, periodTo: '2026-10-31' }),
    ).toEqual({
      acknowledgeProblems: 'Tick "Send with these problems", or remove the claims first',
    });
  });
  it('sends the acknowledgement once ticked', () => {
    expect(
      sendFormSchema.parse({
        sentOn: '2026-11-26',
        acknowledgeProblems: true,
        problemClaims: 2,
        periodTo: '2026-10-31',
      }),
    ).toEqual({ sentOn: '2026-11-26', acknowledgeProblems: true });
  });
  it('asks nothing of a clean invoice and sends no acknowledgement for it', () => {
    expect(
      sendFormSchema.parse({
        sentOn: '2026-11-26',
        acknowledgeProblems: false,
        problemClaims: 0,
        periodTo: '2026-10-31',
      }),
    ).toEqual({ sentOn: '2026-11-26' });
    expect(
      sendFormSchema.parse({
        sentOn: '2026-11-26',
        acknowledgeProblems: true,
        problemClaims: 0,
        periodTo: '2026-10-31',
      }),
    ).toEqual({ sentOn: '2026-11-26' });
  });
  it('needs a real sent date, in the server’s words', () => {
    expect(errorsOf({ sentOn: '', acknowledgeProblems: false, problemClaims: 0, periodTo: '2026-10-31' })).toEqual({
      sentOn: 'Sent date is required',
    });
    expect(
      errorsOf({ sentOn: '2026-02-30', acknowledgeProblems: true, problemClaims: 1, periodTo: '2026-10-31' }),
    ).toEqual({ sentOn: 'Sent date must be a valid date' });
  });
  it('is never before the period ends, in the server’s words', () => {
    expect(
      errorsOf({ sentOn: '2026-10-30', acknowledgeProblems: false, problemClaims: 0, periodTo: '2026-10-31' }),
    ).toEqual({ sentOn: 'Sent date cannot be before the period ends (Oct 31, 2026)' });
    expect(
      sendFormSchema.parse({
        sentOn: '2026-10-31',
        acknowledgeProblems: false,
        problemClaims: 0,
        periodTo: '2026-10-31',
      }),
    ).toEqual({ sentOn: '2026-10-31' });
  });
});
