import type { IslandName, ScriptIslandName } from './island-names.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- each script island has its own props, checked where <Island> is used */

/** What the islands runtime lends a script island (passed in, so a script island never imports islands-loader.ts). */
export type ScriptIslandRuntime = { wakeIslandsNamed: (name: IslandName) => void };

/**
 * Starts a script island on its prerendered HTML (the React component's): keeps it live (ticks a countdown, shows a
 * time-dependent part) and wires its buttons, without React.
 */
export type ScriptIslandStart = (marker: HTMLElement, props: any, runtime: ScriptIslandRuntime) => void;

/**
 * How the browser loads each script island: a small chunk of its own, with no React in it (it must not import a
 * module that imports React, or the React chunk loads with it).
 */
export const SCRIPT_ISLAND_LOADERS: Record<ScriptIslandName, () => Promise<ScriptIslandStart>> = {
  'uk-countdown-banner': () => import('../uk-common/countdown-banner-live.ts').then((module) => module.startCountdownBanner),
  'uk-hub-variant': () => import('../features/uk-hub/hub-variant-live.ts').then((module) => module.startHubVariant),
  'uk-next-batch': () => import('../uk-common/next-batch-live.ts').then((module) => module.startNextBatch),
  'newsletter-confirm': () => import('../features/newsletter/newsletter-confirm-live.ts').then((module) => module.startNewsletterConfirm),
};

/** True for an island whose browser side is a script, not a React root. */
export const isScriptIsland = (name: string): name is ScriptIslandName => Object.hasOwn(SCRIPT_ISLAND_LOADERS, name);
