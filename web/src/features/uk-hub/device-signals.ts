import type { DeviceSignals } from '#shared/uk/device-profile.ts';

type DeviceNavigator = Navigator & {
  connection?: { effectiveType?: string };
  getBattery?: () => Promise<{ level: number }>;
};

/**
 * What this browser tells about the device; a signal it does not expose is left out. No React here: the /uk page
 * reads it from a script island (hub-variant-live.ts).
 */
export async function readDeviceSignals(): Promise<DeviceSignals> {
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
