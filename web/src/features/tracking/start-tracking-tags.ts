import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#shared/admin/performance-rules.ts';
import { NECESSARY_ONLY } from '#shared/main-site/consent.ts';
import { TAG_LOAD_DELAY_MS, type TrackingTag } from '#shared/main-site/tracking-tags.ts';
import { api } from '../../lib/api-client.ts';
import { consentStore } from '../../consent/consent-instance.ts';
import { ACTIVE_TAGS_URL, SITE_SETTINGS_URL } from './api/urls.ts';
import { loadTrackingTags } from './tag-loader.ts';

/** What counts as the visitor's first interaction when tags wait for it. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * The marketing tags staff set up (spec main-site.md section 4), run by every public page's bootstrap without React:
 * 5 seconds after the active list arrives (or at the visitor's first interaction when staff chose that), every tag
 * the consent in force allows, again whenever the consent changes.
 */
export async function startTrackingTags(): Promise<void> {
  const [tags, settings] = await Promise.all([
    api.get<TrackingTag[]>(ACTIVE_TAGS_URL).catch(() => undefined),
    api.get<SiteSettings>(SITE_SETTINGS_URL).catch(() => DEFAULT_SITE_SETTINGS),
  ]);
  if (!tags || !settings) return;
  await new Promise<void>((due) => {
    if (settings.tagLoadTrigger !== 'interaction') {
      window.setTimeout(due, TAG_LOAD_DELAY_MS);
      return;
    }
    const markDue = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, markDue);
      due();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, markDue, { passive: true });
  });
  const load = () => loadTrackingTags(tags, consentStore.getSnapshot().consent ?? NECESSARY_ONLY);
  load();
  consentStore.subscribe(load);
}
