import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`, so a search or preview asks the server when typing pauses,
 * not on every key. It starts as the first value given, without waiting.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
