/**
 * The /uk hub's choice between its performance-optimised and full-featured variants (spec section 9). Any one sign of
 * a constrained device picks the performance variant; a signal the browser does not expose counts as not constrained.
 */

export type HubVariant = 'performance' | 'full';

export type DeviceSignals = {
  /** navigator.connection.effectiveType: 'slow-2g', '2g', '3g' or '4g'. */
  connectionType?: string;
  /** JS heap size limit in MB (performance.memory.jsHeapSizeLimit / 2^20). */
  heapMB?: number;
  /** navigator.hardwareConcurrency. */
  cores?: number;
  /** Viewport width in CSS pixels. */
  width: number;
  /** Battery Status API level, 0 to 1 (0.2 = 20%). */
  batteryLevel?: number;
};

export const DEVICE_THRESHOLDS = {
  slowConnectionTypes: ['slow-2g', '2g', '3g'],
  /** Below this heap (MB) memory is low. */
  lowHeapMB: 50,
  /** At or below this many cores the CPU is low-end. */
  lowEndCores: 2,
  /** At or below this width (px) the screen is mobile. */
  mobileMaxWidth: 768,
  /** Below this level (fraction) the battery is low. */
  lowBatteryLevel: 0.2,
} as const;

/** The hub waits this long before deciding, so the checks do not delay first paint. */
export const DECISION_DELAY_MS = 100;

export type ConstraintReason = 'slow-connection' | 'low-memory' | 'low-end-cpu' | 'mobile-screen' | 'low-battery';

/** Which constraints the device shows (empty when none). */
export function deviceConstraints(signals: DeviceSignals): ConstraintReason[] {
  const t = DEVICE_THRESHOLDS;
  const reasons: ConstraintReason[] = [];
  if (signals.connectionType !== undefined && (t.slowConnectionTypes as readonly string[]).includes(signals.connectionType)) {
    reasons.push('slow-connection');
  }
  if (signals.heapMB !== undefined && signals.heapMB < t.lowHeapMB) reasons.push('low-memory');
  if (signals.cores !== undefined && signals.cores <= t.lowEndCores) reasons.push('low-end-cpu');
  if (signals.width <= t.mobileMaxWidth) reasons.push('mobile-screen');
  if (signals.batteryLevel !== undefined && signals.batteryLevel < t.lowBatteryLevel) reasons.push('low-battery');
  return reasons;
}

/** 'performance' when any constraint applies, otherwise 'full'. */
export function chooseHubVariant(signals: DeviceSignals): HubVariant {
  return deviceConstraints(signals).length > 0 ? 'performance' : 'full';
}
