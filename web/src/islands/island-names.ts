import { ISLAND_FAILED_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE, ISLAND_MARKER_ATTRIBUTE } from '#shared/islands-early-script.ts';

/**
 * The islands of the static public pages (see README, Performance): the interactive parts whose code loads and
 * hydrates on its own, each when its strategy says. Plain data, shared by the prerender, the page components and the
 * browser's bootstrap.
 */

/**
 * When an island's code loads: 'load' at once (above the fold and needed at once), 'visible' when it comes near the
 * viewport, 'idle' when the browser is idle, 'interaction' at the visitor's first interaction with the page (a click
 * on the island itself before it woke is replayed once it is live), 'visible-or-interaction' at whichever of those two
 * comes first (a form far down the page the visitor is likely to use: live by the time they reach it).
 */
export type IslandStrategy = 'load' | 'visible' | 'idle' | 'interaction' | 'visible-or-interaction';

/** Every island, by the name its marker element carries. */
export type IslandName =
  | 'site-footer'
  | 'floating-whatsapp'
  | 'cookie-banner'
  | 'pwa-banners'
  | 'uk-header'
  | 'uk-sticky-nav'
  | 'uk-footer'
  | 'uk-lead-capture'
  | 'uk-tax-header-contacts'
  | 'simple-header'
  | 'cost-calculator'
  | 'uk-hub-hero-actions'
  | 'uk-admin-analytics'
  | 'uk-guide-form'
  | 'uk-tax-calculator'
  | 'uk-booking-contacts'
  | 'home-header'
  | 'home-hero-actions'
  | 'home-uk-block'
  | 'home-lead-form'
  | 'home-package-actions'
  | 'home-trust-badges'
  | 'home-testimonials'
  | 'uk-premium-report'
  | 'uk-premium-consultation'
  | 'uk-premium-footer'
  | 'uk-4-footer'
  | 'corporate-header'
  | 'corporate-hero-actions'
  | 'corporate-package-actions'
  | ScriptIslandName;

/**
 * Islands that run no React in the browser: the prerender writes their HTML from a React component, and a small
 * script (web/src/islands/script-islands.ts) keeps that HTML live (a countdown, a time-dependent indicator).
 */
export type ScriptIslandName = 'uk-countdown-banner' | 'uk-hub-variant' | 'uk-next-batch' | 'newsletter-confirm';

/** The marker element's attributes: the island's name, strategy, serialised props and useId prefix. */
export const ISLAND_ATTRIBUTES = {
  name: ISLAND_MARKER_ATTRIBUTE,
  strategy: 'data-island-strategy',
  props: 'data-island-props',
  prefix: 'data-island-prefix',
  /** Set by the bootstrap once the island's code is loading, so it wakes once. */
  awake: 'data-island-awake',
  /** Set once the island is hydrated: its handlers are live (the inline script leaves its taps to it). */
  live: ISLAND_LIVE_ATTRIBUTE,
  /** Set when its code could not load or hydrate: it stays static HTML. */
  failed: ISLAND_FAILED_ATTRIBUTE,
} as const;

/** The placeholder the prerender replaces with the island's own HTML (rendered as a separate React root). */
export const islandSlot = (index: number) => `<template data-island-slot="${index}"></template>`;

/** The identifierPrefix of the island's React root, so useId values match between prerender and hydration. */
export const islandPrefix = (index: number) => `i${index}-`;

/**
 * The meta element of a static page naming the design system's whole global stylesheet: the page inlines only the
 * part its HTML uses, and the bootstrap attaches the whole before an island wakes (islands insert no global style).
 */
export const SYSTEM_STYLES_META = 'system-styles';
