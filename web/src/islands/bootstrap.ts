/**
 * The only script a static public page loads (see README, Performance), at low priority: it runs once its imports
 * have arrived, by then the page has usually painted. It first adds what the page holds back until then (the brand
 * fonts, so the text swaps from the metric-matched fallback faces, and the web app manifest), then does the page's
 * duties and wakes its islands (page-duties.ts).
 */
import './hold-back.ts';
import './page-duties.ts';
