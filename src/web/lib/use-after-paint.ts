import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. A part of a screen that is below its heading and
 * costs a chunk and a request (a dashboard tab's contents) waits for it, so the heading the visitor reads first is
 * not held behind that work (docs/performance.md, "Staff screens on a phone").
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = () => (timer = setTimeout(() => setPainted(true), 0));
    // A page opened in a background tab paints nothing and runs no frame until shown: it goes on at once instead.
    if (document.visibilityState === 'hidden') {
      after();
      return () => clearTimeout(timer);
    }
    // A frame's callback runs before it paints; a task queued from it runs after.
    const frame = requestAnimationFrame(after);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
