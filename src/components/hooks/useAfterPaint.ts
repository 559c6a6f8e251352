import { useEffect, useState } from 'react';
import { afterPaint } from '@/platform/afterPaint';

/**
 * False until the browser has painted what the page showed when `ready` became true (../../platform/
 * afterPaint.ts), then true for good: for a part of the page whose code and calls start after the page's
 * content is on screen (decision 0017).
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    return afterPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
}
