import { consentStore } from '../../consent/consent-instance.ts';
import { inSample, startVitalsBeacon } from './vitals-beacon.ts';

/** WebVitals (web-vitals.tsx) for the static pages, without React: for a sampled view, once analytics is allowed. */
export function startWebVitals(): void {
  if (!inSample()) return;
  const startIfAllowed = () => {
    if (consentStore.getSnapshot().consent?.analytics) startVitalsBeacon();
  };
  startIfAllowed();
  consentStore.subscribe(startIfAllowed);
}
