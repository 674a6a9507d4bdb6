import { chooseHubVariant, DECISION_DELAY_MS, deviceConstraints } from './device-profile.ts';
import type { DeviceSignals } from './device-profile.ts';

const desktop: DeviceSignals = { connectionType: '4g', heapMB: 2_048, cores: 8, width: 1_440, batteryLevel: 0.9 };

describe('hub variant', () => {
  it('gives a capable desktop the full-featured hub', () => {
    expect(chooseHubVariant(desktop)).toBe('full');
    expect(deviceConstraints(desktop)).toEqual([]);
  });

  it('gives the full hub when the browser exposes only the width', () => {
    expect(chooseHubVariant({ width: 1_024 })).toBe('full');
  });

  it.each(['slow-2g', '2g', '3g'])('serves the performance hub on a %s connection', (connectionType) => {
    expect(chooseHubVariant({ ...desktop, connectionType })).toBe('performance');
  });

  it('treats an unknown connection type as fast', () => {
    expect(chooseHubVariant({ ...desktop, connectionType: '5g' })).toBe('full');
  });

  it('serves the performance hub below 50 MB of heap, not at 50', () => {
    expect(chooseHubVariant({ ...desktop, heapMB: 49.9 })).toBe('performance');
    expect(chooseHubVariant({ ...desktop, heapMB: 50 })).toBe('full');
  });

  it('serves the performance hub on 2 cores or fewer, not on 3', () => {
    expect(chooseHubVariant({ ...desktop, cores: 2 })).toBe('performance');
    expect(chooseHubVariant({ ...desktop, cores: 1 })).toBe('performance');
    expect(chooseHubVariant({ ...desktop, cores: 3 })).toBe('full');
  });

  it('serves the performance hub on screens 768px wide or narrower', () => {
    expect(chooseHubVariant({ ...desktop, width: 768 })).toBe('performance');
    expect(chooseHubVariant({ ...desktop, width: 375 })).toBe('performance');
    expect(chooseHubVariant({ ...desktop, width: 769 })).toBe('full');
  });

  it('serves the performance hub below 20% battery, not at 20%', () => {
    expect(chooseHubVariant({ ...desktop, batteryLevel: 0.19 })).toBe('performance');
    expect(chooseHubVariant({ ...desktop, batteryLevel: 0.2 })).toBe('full');
  });

  it('lists every constraint a weak phone shows', () => {
    expect(deviceConstraints({ connectionType: '3g', heapMB: 30, cores: 2, width: 360, batteryLevel: 0.1 })).toEqual([
      'slow-connection',
      'low-memory',
      'low-end-cpu',
      'mobile-screen',
      'low-battery',
    ]);
  });

  it('decides after 100 ms', () => {
    expect(DECISION_DELAY_MS).toBe(100);
  });
});
