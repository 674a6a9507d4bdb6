import { useEffect, useState } from 'react';
import { NECESSARY_ONLY } from '#shared/main-site/consent.ts';
import { TAG_LOAD_DELAY_MS } from '#shared/main-site/tracking-tags.ts';
import { useConsent } from '../consent/use-consent.ts';
import { useActiveTrackingTags } from './api/active-tags.ts';
import { loadTrackingTags } from './tag-loader.ts';

/**
 * The marketing tags staff set up (spec main-site.md section 4): 5 seconds after the active list arrives, every tag
 * the visitor's consent allows is loaded; a tag allowed later (consent saved after that) loads when it is saved.
 * Renders nothing.
 */
export function TrackingTags() {
  const tags = useActiveTrackingTags();
  const { consent } = useConsent();
  const [delayOver, setDelayOver] = useState(false);

  useEffect(() => {
    if (!tags) return;
    const timer = window.setTimeout(() => setDelayOver(true), TAG_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tags]);

  useEffect(() => {
    if (delayOver && tags) loadTrackingTags(tags, consent ?? NECESSARY_ONLY);
  }, [delayOver, tags, consent]);

  return null;
}
