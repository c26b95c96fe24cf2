import { useEffect, useState } from 'react';
import { formatElapsed } from './session-figures';

/** The time since `startedAt`, ticking every second: the session clock of UKGC RTS 13C. */
export function useElapsed(startedAt: string): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return formatElapsed(now - new Date(startedAt).getTime());
}
