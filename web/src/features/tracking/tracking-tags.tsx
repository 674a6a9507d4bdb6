import { useEffect, useState } from 'react';
import { NECESSARY_ONLY } from '#shared/main-site/consent.ts';
import { TAG_LOAD_DELAY_MS } from '#shared/main-site/tracking-tags.ts';
import { useConsent } from '../../consent/use-consent.ts';
import { useActiveTrackingTags } from './api/active-tags.ts';
import { useSiteSettings } from './api/site-settings.ts';
import { loadTrackingTags } from './tag-loader.ts';

/** What counts as the visitor's first interaction when tags wait for it. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * The marketing tags staff set up (spec main-site.md section 4): 5 seconds after the active list arrives (or, when
 * the Performance Optimizer's fix is applied, at the visitor's first interaction), every tag the visitor's consent
 * allows is loaded; a tag allowed later (consent saved after that) loads when it is saved. Renders nothing.
 */
export function TrackingTags() {
  const tags = useActiveTrackingTags();
  const settings = useSiteSettings();
  const { consent } = useConsent();
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!tags || !settings) return;
    const markDue = () => setDue(true);
    if (settings.tagLoadTrigger === 'interaction') {
      for (const type of INTERACTIONS) window.addEventListener(type, markDue, { once: true, passive: true });
      return () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, markDue);
      };
    }
    const timer = window.setTimeout(markDue, TAG_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tags, settings]);

  useEffect(() => {
    if (due && tags) loadTrackingTags(tags, consent ?? NECESSARY_ONLY);
  }, [due, tags, consent]);

  return null;
}
