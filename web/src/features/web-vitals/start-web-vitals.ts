import { consentStore } from '../../consent/consent-instance.ts';
import { inSample, startVitalsBeacon } from './vitals-beacon.ts';

/** Real-visit Core Web Vitals, run by every public page's bootstrap: for a sampled view, once analytics is allowed. */
export function startWebVitals(): void {
  if (!inSample()) return;
  const startIfAllowed = () => {
    if (consentStore.getSnapshot().consent?.analytics) startVitalsBeacon();
  };
  startIfAllowed();
  consentStore.subscribe(startIfAllowed);
}
