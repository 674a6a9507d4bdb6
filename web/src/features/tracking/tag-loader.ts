/**
 * Carries out the plans of shared/main-site/tracking-tags.ts in the page: the tracker stubs and init calls, then the
 * tracker's script; a custom tag's code as a blob: URL script (the Content Security Policy allows no inline script).
 * Each tag is handled at most once per page, whatever consent changes or re-renders happen afterwards.
 */
import { tagAllowed, tagLoadPlan, type InitStep, type TagLoadPlan, type TrackingTag } from '#shared/main-site/tracking-tags.ts';
import type { CookieConsent } from '#shared/main-site/consent.ts';
import { ensureGtag } from '../../consent/consent-mode.ts';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
    _linkedin_partner_id?: string;
    _linkedin_data_partner_ids?: string[];
  }
}

/** Tags already loaded or warned about on this page, by identity. */
const handled = new Set<string>();

const tagKey = (tag: TrackingTag) => JSON.stringify([tag.tagType, tag.tagId ?? '', tag.tagContent ?? '', tag.name]);

/** Meta's standard fbq queue, so init and track calls wait for fbevents.js. */
function ensureFbq(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq: Fbq = Object.assign(
    (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    },
    { queue: [] as unknown[], loaded: true, version: '2.0' },
  ) as Fbq;
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

function runStep(step: InitStep): void {
  switch (step.kind) {
    case 'gtag':
      ensureGtag()(...step.args);
      return;
    case 'gtag-js':
      ensureGtag()('js', new Date());
      return;
    case 'fbq':
      ensureFbq()(...step.args);
      return;
    case 'linkedin-partner':
      window._linkedin_partner_id = step.partnerId;
      (window._linkedin_data_partner_ids ??= []).push(step.partnerId);
      return;
    case 'gtm-start':
      (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      return;
  }
}

function appendScript(src: string, what: string, onDone?: () => void): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.trackingTag = what;
  script.onload = () => onDone?.();
  script.onerror = () => {
    onDone?.();
    // Spec main-site.md section 8: a tag load failure is logged only.
    console.warn(`Tracking tag ${what} failed to load`);
  };
  document.head.appendChild(script);
}

function load(plan: Extract<TagLoadPlan, { kind: 'external' | 'inline' }>, name: string): void {
  if (plan.kind === 'external') {
    plan.steps.forEach(runStep);
    appendScript(plan.src, `${plan.tagType} ${JSON.stringify(name)}`);
    return;
  }
  const url = URL.createObjectURL(new Blob([plan.scriptText], { type: 'text/javascript' }));
  appendScript(url, `custom ${JSON.stringify(name)}`, () => URL.revokeObjectURL(url));
}

/**
 * Loads every tag of the list the consent allows and that is not loaded yet; warns once about tags that cannot load
 * (unknown type, empty custom content, malformed id). Tags the consent does not allow are left for a later call.
 */
export function loadTrackingTags(tags: readonly TrackingTag[], consent: Pick<CookieConsent, 'analytics' | 'marketing'>): void {
  for (const tag of tags) {
    const key = tagKey(tag);
    if (handled.has(key)) continue;
    const plan = tagLoadPlan(tag);
    if (plan.kind === 'skip') continue;
    if (plan.kind === 'warn') {
      handled.add(key);
      console.warn(plan.message);
      continue;
    }
    if (!tagAllowed(plan, consent)) continue;
    handled.add(key);
    try {
      load(plan, tag.name);
    } catch (error) {
      console.warn(`Tracking tag ${JSON.stringify(tag.name)} could not be loaded`, error);
    }
  }
}
