/**
 * The template element of a static page holding what the page needs only once it has painted: the brand fonts' faces
 * (the text paints first in the metric-matched fallback faces) and the web app manifest. The bootstrap moves its
 * content into the head when it runs, so none of it competes with the first paint on a phone's connection.
 */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';
