import { useRef } from 'react';

/**
 * One idempotency key per filled-in form: submitting the same answers again (a double click, a retry) reuses the key,
 * so the server stores one record; changed answers, or the next form after `renew()`, get a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; values: string } | null>(null);
  return {
    keyFor(values: unknown): string {
      const serialized = JSON.stringify(values);
      if (current.current?.values !== serialized) current.current = { key: crypto.randomUUID(), values: serialized };
      return current.current.key;
    },
    renew(): void {
      current.current = null;
    },
  };
}
