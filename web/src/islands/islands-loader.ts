import { FIRST_INTERACTIONS } from '#shared/islands-early-script.ts';
import type { EarlyHandOver } from './early-hand-over.ts';
import { ISLAND_ATTRIBUTES, type IslandName, type IslandStrategy } from './island-names.ts';
import { ISLAND_LOADERS } from './registry.ts';
import { isScriptIsland, SCRIPT_ISLAND_LOADERS } from './script-islands.ts';
import { attachSystemStyles } from './system-styles.ts';

/**
 * How far below the viewport a 'visible' island starts loading: none. An island woken for a part the visitor has not
 * reached yet costs a phone's main thread and its data during the page's load (the /uk-dubai report form, 260 px
 * below a phone's fold, made the page block for a second); it wakes as it scrolls in, and what the visitor types or
 * clicks in it meanwhile is kept.
 */
const VISIBLE_MARGIN = '0px';

/** Told when an island's code cannot load, or its hydration throws (see onIslandFailure). */
type IslandFailureListener = (name: IslandName, error: unknown) => void;
const failureListeners: IslandFailureListener[] = [];

/**
 * Calls `listener` whenever an island fails to wake (its chunk cannot load, or hydrating it throws), for a page that
 * must do something then (the corporate home falls back to the default home). The failure itself is not swallowed.
 */
export function onIslandFailure(listener: IslandFailureListener): void {
  failureListeners.push(listener);
}

const markers = () => Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`));

/** Where a held click is replayed: its target, or for a click on an icon's SVG the HTML element around it (the button). */
function clickableOf(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

/**
 * Whether replaying a click on `clickable` would submit a form the visitor typed into (at `typedInto`) after the
 * click: that click was made on the form as it was then (empty), and replaying it on what they typed since would send
 * something they never asked to send.
 */
function submitsFormTypedInto(clickable: HTMLElement, typedInto: EventTarget | null): boolean {
  const submitter = clickable instanceof HTMLButtonElement || clickable instanceof HTMLInputElement ? clickable : null;
  if (!submitter?.form || submitter.type !== 'submit') return false;
  return typedInto instanceof Node && submitter.form.contains(typedInto);
}

/**
 * Loads one island's component and hydrates its marker (once). A click on the island before it is live is held and
 * replayed once it is, so the visitor's first click does what it says (`earlyClick`: one the page's inline script held
 * before this code ran); unless it submits a form the visitor typed into after it (submitsFormTypedInto).
 */
export function wakeIsland(marker: HTMLElement, earlyClick: HTMLElement | null = null): Promise<void> {
  if (marker.hasAttribute(ISLAND_ATTRIBUTES.awake)) return Promise.resolve();
  marker.setAttribute(ISLAND_ATTRIBUTES.awake, '');
  const name = marker.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  let heldClick: HTMLElement | null = earlyClick;
  const holdClick = (event: MouseEvent) => {
    const clickable = clickableOf(event.target);
    if (!clickable) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = clickable;
  };
  const dropHeldClick = (event: Event) => {
    if (heldClick && submitsFormTypedInto(heldClick, event.target)) heldClick = null;
  };
  marker.addEventListener('click', holdClick, true);
  marker.addEventListener('input', dropHeldClick, true);
  const props = JSON.parse(marker.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
  const prefix = marker.getAttribute(ISLAND_ATTRIBUTES.prefix) ?? '';
  // A script island starts on its HTML without React; any other island hydrates as a React root of its own, once the
  // whole design system is attached (what it renders later may use a token the page's HTML did not).
  const woken = isScriptIsland(name)
    ? SCRIPT_ISLAND_LOADERS[name]().then((start) => start(marker, props, { wakeIslandsNamed }))
    : Promise.all([ISLAND_LOADERS[name](), import('./hydrate-island.tsx'), attachSystemStyles()]).then(([Component, { hydrateIsland }]) =>
        hydrateIsland(marker, Component, props, prefix),
      );
  return woken
    .then(() => marker.setAttribute(ISLAND_ATTRIBUTES.live, ''))
    .catch((error: unknown) => {
      for (const listener of failureListeners) listener(name, error);
      throw error;
    })
    .finally(() => {
      marker.removeEventListener('click', holdClick, true);
      marker.removeEventListener('input', dropHeldClick, true);
      (heldClick as HTMLElement | null)?.click();
    });
}

/** Wakes every island of this name (the bootstrap's own triggers: an install offer, an update, going offline). */
export function wakeIslandsNamed(name: IslandName): void {
  for (const marker of markers()) if (marker.getAttribute(ISLAND_ATTRIBUTES.name) === name) void wakeIsland(marker);
}

function onFirstInteraction(wake: () => void): void {
  const once = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, once, true);
    wake();
  };
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, once, { capture: true, passive: true });
}

/**
 * Wakes each island clicked before this code ran (the page's inline script held those clicks), with its last click to
 * replay, unless the visitor typed into that click's form after it.
 */
function wakeIslandsClickedEarly(interactions: EarlyHandOver['interactions']): void {
  const lastClickOf = new Map<HTMLElement, HTMLElement | null>();
  for (const { type, target } of interactions) {
    if (type === 'input') {
      for (const [marker, click] of lastClickOf) if (click && submitsFormTypedInto(click, target)) lastClickOf.set(marker, null);
      continue;
    }
    const clickable = clickableOf(target);
    const marker = clickable?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
    if (clickable && marker) lastClickOf.set(marker, clickable);
  }
  for (const [marker, click] of lastClickOf) void wakeIsland(marker, click);
}

/** Runs `wake` once the browser is idle (Safari has no requestIdleCallback: there after the current task). */
export const whenIdle = (wake: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(wake) : setTimeout(wake, 1);

/**
 * Finds every island marker of the static page and wakes each by its strategy (first those the visitor clicked before
 * this code ran, and the 'interaction' ones at once if they interacted then: `early`): 'load' now, 'idle' when the browser
 * is idle, 'visible' when it comes near the viewport, 'interaction' at the first interaction with the page,
 * 'visible-or-interaction' at the first of those two (waking twice is a no-op).
 */
export function startIslands(early: Pick<EarlyHandOver, 'interactions' | 'interacted'>): void {
  wakeIslandsClickedEarly(early.interactions);
  const byStrategy = (strategy: IslandStrategy) =>
    markers().filter((marker) => marker.getAttribute(ISLAND_ATTRIBUTES.strategy) === strategy);
  for (const marker of byStrategy('load')) void wakeIsland(marker);
  const idle = byStrategy('idle');
  if (idle.length > 0) whenIdle(() => idle.forEach((marker) => void wakeIsland(marker)));
  const either = byStrategy('visible-or-interaction');
  const visible = [...byStrategy('visible'), ...either];
  if (visible.length > 0) {
    const markerOf = new Map<Element, HTMLElement>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const marker = markerOf.get(entry.target);
          if (!entry.isIntersecting || !marker) continue;
          observer.unobserve(entry.target);
          void wakeIsland(marker);
        }
      },
      { rootMargin: `0px 0px ${VISIBLE_MARGIN} 0px` },
    );
    // A marker is display: contents (no box of its own): observe its children.
    for (const marker of visible) {
      const target = marker.firstElementChild ?? marker;
      markerOf.set(target, marker);
      observer.observe(target);
    }
  }
  const interaction = [...byStrategy('interaction'), ...either];
  if (interaction.length > 0) {
    const wake = () => interaction.forEach((marker) => void wakeIsland(marker));
    if (early.interacted) wake();
    else onFirstInteraction(wake);
  }
}
