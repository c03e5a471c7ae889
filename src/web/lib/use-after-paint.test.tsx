import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('is false on the first render and through the frame, true once a task after the frame has run', () => {
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => void vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('in a background tab, where no frame runs, goes on after a task', () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { result } = renderHook(() => useAfterPaint());
      expect(result.current).toBe(false);
      act(() => void vi.runOnlyPendingTimers());
      expect(result.current).toBe(true);
    } finally {
      hidden.mockRestore();
    }
  });

  it('sets nothing once unmounted before the paint', () => {
    const { result, unmount } = renderHook(() => useAfterPaint());
    unmount();
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
