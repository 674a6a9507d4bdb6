import { useEffect, useState } from 'react';
import { DECISION_DELAY_MS, chooseHubVariant, type DeviceSignals, type HubVariant } from '#shared/uk/device-profile.ts';

type DeviceNavigator = Navigator & {
  connection?: { effectiveType?: string };
  getBattery?: () => Promise<{ level: number }>;
};

/** What this browser tells about the device; a signal it does not expose is left out. */
async function readDeviceSignals(): Promise<DeviceSignals> {
  const nav = navigator as DeviceNavigator;
  const memory = (performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory;
  let batteryLevel: number | undefined;
  try {
    batteryLevel = nav.getBattery ? (await nav.getBattery()).level : undefined;
  } catch {
    batteryLevel = undefined;
  }
  return {
    connectionType: nav.connection?.effectiveType,
    heapMB: memory?.jsHeapSizeLimit ? memory.jsHeapSizeLimit / 2 ** 20 : undefined,
    cores: nav.hardwareConcurrency || undefined,
    width: window.innerWidth,
    batteryLevel,
  };
}

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
