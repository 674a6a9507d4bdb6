import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time now, moved on at each turn of the minute: the promise countdowns read it, so every lead's time left stays
 * true while the list stays open, without asking the server.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    // The first tick waits for the next whole minute, so the countdowns change when the clock's minute does.
    const aligned = setTimeout(() => {
      setNow(new Date());
      interval = setInterval(() => setNow(new Date()), MINUTE_MS);
    }, MINUTE_MS - (Date.now() % MINUTE_MS));
    return () => {
      clearTimeout(aligned);
      if (interval) clearInterval(interval);
    };
  }, []);
  return now;
}
