/** The tracking endpoints' addresses, apart from the SWR hooks so the static pages' bootstrap can fetch them without React. */
export const ACTIVE_TAGS_URL = '/api/tracking-tags/active';
export const SITE_SETTINGS_URL = '/api/site-settings';
