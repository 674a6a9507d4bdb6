import { ISLAND_ATTRIBUTES, type IslandName, type IslandStrategy } from './island-names.ts';
import { ISLAND_LOADERS } from './registry.ts';
import { attachSystemStyles } from './system-styles.ts';

/**
 * What counts as the visitor's first interaction with the page (not focus: the page itself focuses the cookie banner,
 * and a keyboard user reaches anything with a keydown first).
 */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** How far below the viewport a 'visible' island starts loading, so it is live when it arrives on screen. */
const VISIBLE_MARGIN = '300px';

const markers = () => Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`));

/**
 * Loads one island's component and hydrates its marker (once). A click on the island before it is live is held and
 * replayed once it is, so the visitor's first click does what it says.
 */
export function wakeIsland(marker: HTMLElement): Promise<void> {
  if (marker.hasAttribute(ISLAND_ATTRIBUTES.awake)) return Promise.resolve();
  marker.setAttribute(ISLAND_ATTRIBUTES.awake, '');
  const name = marker.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  let heldClick: HTMLElement | null = null;
  const holdClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = event.target;
  };
  marker.addEventListener('click', holdClick, true);
  const props = JSON.parse(marker.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
  const prefix = marker.getAttribute(ISLAND_ATTRIBUTES.prefix) ?? '';
  return Promise.all([ISLAND_LOADERS[name](), import('./hydrate-island.tsx'), attachSystemStyles()])
    .then(([Component, { hydrateIsland }]) => hydrateIsland(marker, Component, props, prefix))
    .then(() => marker.setAttribute(ISLAND_ATTRIBUTES.live, ''))
    .finally(() => {
      marker.removeEventListener('click', holdClick, true);
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

/** Runs `wake` once the browser is idle (Safari has no requestIdleCallback: there after the current task). */
export const whenIdle = (wake: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(wake) : setTimeout(wake, 1);

/**
 * Finds every island marker of the static page and wakes each by its strategy: 'load' now, 'idle' when the browser
 * is idle, 'visible' when it comes near the viewport, 'interaction' at the first interaction with the page.
 */
export function startIslands(): void {
  const byStrategy = (strategy: IslandStrategy) =>
    markers().filter((marker) => marker.getAttribute(ISLAND_ATTRIBUTES.strategy) === strategy);
  for (const marker of byStrategy('load')) void wakeIsland(marker);
  const idle = byStrategy('idle');
  if (idle.length > 0) whenIdle(() => idle.forEach((marker) => void wakeIsland(marker)));
  const visible = byStrategy('visible');
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
  const interaction = byStrategy('interaction');
  if (interaction.length > 0) {
    onFirstInteraction(() => interaction.forEach((marker) => void wakeIsland(marker)));
  }
}
