import { useEffect, useState } from 'react';

/** The current time, ticking every `everyMs` while `running`; for countdowns on screen. */
export function useNow(everyMs = 1000, running = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(tick);
  }, [everyMs, running]);
  return now;
}
