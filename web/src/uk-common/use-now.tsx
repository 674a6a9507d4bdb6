import { useEffect, useState } from 'react';

/** Where the UK pages read the time from (tests move the browser's own clock). */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/**
 * The current instant, re-read every `intervalMs`. It is `null` on the server and during hydration, so the
 * prerendered HTML never holds a time-dependent state that the browser would then replace: render the time-dependent
 * part only once this is a Date.
 */
export function useNow(intervalMs: number): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(systemClock());
    const timer = window.setInterval(() => setNow(systemClock()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The clock itself, for reading the time once (a request's timestamp, a countdown's start). */
export function useClock(): Clock {
  return systemClock;
}
