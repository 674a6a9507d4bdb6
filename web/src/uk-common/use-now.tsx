import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Where the UK pages read the time from: the real clock in the browser, a fixed or moving one in tests. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

const ClockContext = createContext<Clock>(systemClock);

/** Gives every time-dependent UK component below it another clock (tests, previews). */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/**
 * The current instant, re-read every `intervalMs`. It is `null` on the server and during hydration, so the
 * prerendered HTML never holds a time-dependent state that the browser would then replace: render the time-dependent
 * part only once this is a Date.
 */
export function useNow(intervalMs: number): Date | null {
  const clock = useContext(ClockContext);
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(clock());
    const timer = window.setInterval(() => setNow(clock()), intervalMs);
    return () => window.clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}

/** The clock itself, for reading the time once (a request's timestamp, a countdown's start). */
export function useClock(): Clock {
  return useContext(ClockContext);
}
