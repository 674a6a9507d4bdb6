/**
 * Measures the Core Web Vitals of this page view with the web-vitals library and sends them, once, to the first-party
 * POST /api/vitals with navigator.sendBeacon when the page is hidden (the moment LCP, CLS and INP are final).
 * Only started with analytics consent, and only for the sampled share of page views.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_RULES, type Device, type VitalMetric, type VitalsBeacon } from '#shared/admin/performance-rules.ts';

export const VITALS_URL = '/api/vitals';

/** Whether this page view is in the sample (decided once per page load). */
export const inSample = (random: () => number = Math.random) => random() < VITALS_RULES.sampleRate;

/** A phone at the spec's mobile width or below, else a desktop. */
export const deviceOf = (width: number): Device => (width <= VITALS_RULES.phoneMaxWidthPx ? 'phone' : 'desktop');

let started = false;

/** Starts measuring (at most once per page load); the beacon names the page the visit landed on. */
export function startVitalsBeacon(): void {
  if (started) return;
  started = true;
  const page = window.location.pathname;
  const device = deviceOf(window.innerWidth);
  const pending: Partial<Record<VitalMetric, number>> = {};
  const keep = (metric: Metric) => {
    pending[metric.name as VitalMetric] = Math.round(metric.value * (metric.name === 'CLS' ? 1000 : 1)) / (metric.name === 'CLS' ? 1000 : 1);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  // Added after web-vitals' own listeners, so their final values are in `pending` when this one runs.
  const flush = (event: Event) => {
    // pagehide (leaving the page) sends at once; visibilitychange only when the page is hidden (tab switched away).
    const leaving = event.type === 'pagehide' || document.visibilityState === 'hidden';
    if (!leaving || Object.keys(pending).length === 0) return;
    const beacon: VitalsBeacon = { page, device, metrics: { ...pending } };
    for (const name of Object.keys(pending)) delete pending[name as VitalMetric];
    navigator.sendBeacon(VITALS_URL, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', flush);
}
