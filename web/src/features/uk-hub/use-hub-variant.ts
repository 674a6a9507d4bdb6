import { useEffect, useState } from 'react';
import { DECISION_DELAY_MS, chooseHubVariant, type HubVariant } from '#shared/uk/device-profile.ts';
import { readDeviceSignals } from './device-signals.ts';

/**
 * The hub's variant, decided 100 ms after mount from the device checks: null until then (the prerendered page is the
 * full content; only decoration waits for 'full').
 */
export function useHubVariant(): HubVariant | null {
  const [variant, setVariant] = useState<HubVariant | null>(null);
  useEffect(() => {
    let active = true;
    const timer = window.setTimeout(() => {
      void readDeviceSignals().then((signals) => {
        if (active) setVariant(chooseHubVariant(signals));
      });
    }, DECISION_DELAY_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, []);
  return variant;
}
