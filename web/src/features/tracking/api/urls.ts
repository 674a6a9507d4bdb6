/** The tracking endpoints' addresses, which the public pages' bootstrap fetches (start-tracking-tags.ts). */
export const ACTIVE_TAGS_URL = '/api/tracking-tags/active';
export const SITE_SETTINGS_URL = '/api/site-settings';
