import { useEffect, useState } from 'react';
import { useConsent } from '../../consent/use-consent.ts';
import { inSample, startVitalsBeacon } from './vitals-beacon.ts';

/** Real-visit Core Web Vitals: measured only once the visitor allows analytics, for a sample of page views. */
export function WebVitals() {
  const { consent } = useConsent();
  const [sampled] = useState(() => typeof window !== 'undefined' && inSample());
  useEffect(() => {
    if (sampled && consent?.analytics) startVitalsBeacon();
  }, [sampled, consent?.analytics]);
  return null;
}
