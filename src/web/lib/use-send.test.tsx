import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { ApiError } from './api-client';
import { useSend, type SendOptions } from './use-send';

type Field = 'name' | 'phone';
const refusal = () =>
  new ApiError(400, 'Bad Request', {
    message: 'Check the highlighted fields',
    fieldErrors: { phone: 'Enter a 10-digit phone', name: 'That name is taken', color: 'Not a field here' },
  });
const failed = { title: 'Failed to save payer', description: 'The payer was not saved' };

// The toast store outlives a test (the setup only closes the last toast): a test asks whether one is open.
function useSendAndToast(options: SendOptions<string, string, Field>) {
  return { sending: useSend(options), shown: useToast().current };
}

describe('useSend', () => {
  it('says the server took it, from its answer, then hands the answer on, pending until then', async () => {
    let answer!: (value: string) => void;
    const done: string[] = [];
    const { result } = renderHook(() =>
      useSendAndToast({
        run: (body) => new Promise<string>((resolve) => (answer = (value) => resolve(`${body}:${value}`))),
        succeeded: (saved) => ({ title: `Payer saved (${saved})` }),
        done: (saved) => void done.push(saved),
        failed,
      }),
    );
    let sent!: Promise<void>;
    act(() => void (sent = result.current.sending.send('payer')));
    expect(result.current.sending.pending).toBe(true);
    await act(async () => {
      answer('saved');
      await sent;
    });
    expect(done).toEqual(['payer:saved']);
    expect(result.current.sending.pending).toBe(false);
    expect(result.current.shown).toMatchObject({ title: 'Payer saved (payer:saved)', variant: 'default', open: true });
  });

  it("puts the form's own fields' messages under them, focusing the first, and toasts the server's reason", async () => {
    const calls: [string, string, boolean][] = [];
    const { result } = renderHook(() =>
      useSendAndToast({
        run: () => Promise.reject(refusal()),
        fields: ['name', 'phone'],
        setError: (field, error, { shouldFocus }) => void calls.push([field, error.message, shouldFocus]),
        failed,
      }),
    );
    await act(() => result.current.sending.send('payer'));
    expect(calls).toEqual([
      ['phone', 'Enter a 10-digit phone', true],
      ['name', 'That name is taken', false],
    ]);
    expect(result.current.sending.errors).toEqual({});
    expect(result.current.shown).toMatchObject({
      title: 'Failed to save payer',
      description: 'The payer was not saved: Check the highlighted fields',
      variant: 'destructive',
    });
  });

  it("keeps the messages itself for a form without react-hook-form; 'instead' shows the server's reason alone", async () => {
    const { result } = renderHook(() =>
      useSendAndToast({ run: () => Promise.reject(refusal()), failed: { ...failed, reason: 'instead' } }),
    );
    await act(() => result.current.sending.send('payer'));
    expect(result.current.sending.errors).toEqual({
      phone: 'Enter a 10-digit phone',
      name: 'That name is taken',
      color: 'Not a field here',
    });
    expect(result.current.shown?.description).toBe('Check the highlighted fields');
  });

  it('lets the screen show a failure its own way, and sends a second press only once the first has settled', async () => {
    let runs = 0;
    let refuse!: () => void;
    const seen: unknown[] = [];
    const { result } = renderHook(() =>
      useSendAndToast({
        run: () => {
          runs += 1;
          return new Promise<string>((_, reject) => (refuse = () => reject(new Error('offline'))));
        },
        failed: (error) => (seen.push(error), null),
      }),
    );
    let first!: Promise<void>;
    act(() => void (first = result.current.sending.send('payer')));
    await act(() => result.current.sending.send('payer'));
    expect(runs).toBe(1);
    await act(async () => {
      refuse();
      await first;
    });
    expect(seen).toHaveLength(1);
    expect(result.current.shown?.open ?? false).toBe(false);
    act(() => void result.current.sending.send('payer'));
    expect(runs).toBe(2);
  });
});
