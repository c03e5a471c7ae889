import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './use-settled-value';

describe('useSettledValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the first value at once', () => {
    const { result } = renderHook(() => useSettledValue('first', 300));
    expect(result.current).toBe('first');
  });

  it('follows the value only once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    // 400 ms after 'ab' but only 200 ms after 'abc': still the first value.
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(99));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });

  it('never hands back a value typed past before the pause', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const settled = useSettledValue(value, 250);
        seen.push(settled);
        return settled;
      },
      { initialProps: { value: '' } },
    );
    for (const value of ['F', 'Fi', 'Fin', 'Finc', 'Finch']) {
      rerender({ value });
      act(() => void vi.advanceTimersByTime(100));
    }
    act(() => void vi.advanceTimersByTime(250));
    expect([...new Set(seen)]).toEqual(['', 'Finch']);
  });
});
