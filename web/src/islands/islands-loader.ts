import { FIRST_INTERACTIONS, type EarlyInteraction } from '#shared/islands-early-script.ts';
import { handOverEarlyInput, noteEarlyInput } from './adopt-early-input.ts';
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

/** What the inline script held on an island that was not live yet, replayed once it is. */
type HeldTaps = {
  /** The last button tapped (one tap, one action), unless the visitor typed into its form after it. */
  click: HTMLElement | null;
  /** How many times each disclosure was flipped: the page already shows the result, React's state must follow. */
  flips: Map<HTMLElement, number>;
};
const heldTaps = new Map<HTMLElement, HeldTaps>();

/**
 * The held taps to replay, in the order they were made (each island's last one). An island that goes live waits for
 * the taps made before its own: a choice made first and replayed last would undo the one made after it.
 */
const replayOrder: HTMLElement[] = [];
const liveWithTapToReplay = new Set<HTMLElement>();

function forgetTapOf(marker: HTMLElement): void {
  const index = replayOrder.indexOf(marker);
  if (index >= 0) replayOrder.splice(index, 1);
  liveWithTapToReplay.delete(marker);
}

/** Replays, in tap order, every held tap whose island is live and whose earlier taps have been replayed. */
function replayInOrder(): void {
  while (replayOrder.length > 0 && liveWithTapToReplay.has(replayOrder[0]!)) {
    const marker = replayOrder.shift()!;
    liveWithTapToReplay.delete(marker);
    const click = heldTaps.get(marker)?.click;
    heldTaps.delete(marker);
    if (click) {
      letGo(click);
      click.click();
    }
  }
}

/** A held button shows it was pressed (aria-busy, set by the inline script) until its tap is replayed or dropped. */
const letGo = (button: HTMLElement) => button.removeAttribute('aria-busy');

/**
 * Whether replaying a click on `button` would submit a form the visitor typed into (at `typedInto`) after the click:
 * that click was made on the form as it was then (empty), and replaying it on what they typed since would send
 * something they never asked to send.
 */
function submitsFormTypedInto(button: HTMLElement, typedInto: EventTarget | null): boolean {
  const submitter = button instanceof HTMLButtonElement || button instanceof HTMLInputElement ? button : null;
  if (!submitter?.form || submitter.type !== 'submit') return false;
  return typedInto instanceof Node && submitter.form.contains(typedInto);
}

/**
 * Takes one tap or keystroke the inline script saw on an island that was not live yet (its hand-over), keeps what
 * must be replayed, and wakes that island.
 */
export function noteEarlyInteraction(interaction: EarlyInteraction): void {
  if (interaction.type === 'input') {
    // Typing in an island that is live is the island's own (the input handed over to it included).
    const island = interaction.target instanceof Element ? interaction.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`) : null;
    if (!island || island.hasAttribute(ISLAND_ATTRIBUTES.live)) return;
    noteEarlyInput(island, interaction.target);
    for (const [marker, taps] of heldTaps) {
      if (taps.click && submitsFormTypedInto(taps.click, interaction.target)) {
        letGo(taps.click);
        taps.click = null;
        forgetTapOf(marker);
      }
    }
    replayInOrder();
    return;
  }
  const { marker } = interaction;
  if (interaction.type !== 'native') {
    const taps = heldTaps.get(marker) ?? { click: null, flips: new Map() };
    heldTaps.set(marker, taps);
    if (interaction.type === 'toggle') taps.flips.set(interaction.target, (taps.flips.get(interaction.target) ?? 0) + 1);
    else {
      if (taps.click && taps.click !== interaction.target) letGo(taps.click);
      taps.click = interaction.target;
      forgetTapOf(marker);
      replayOrder.push(marker);
    }
  }
  void wakeIsland(marker);
}

/**
 * Once an island is live: it is handed what was typed or chosen in it, each disclosure flipped an odd number of times
 * is clicked once (React's state then matches what the page already shows), and its last held tap is replayed in its
 * turn (replayInOrder).
 */
function replayHeldTaps(marker: HTMLElement): void {
  const taps = heldTaps.get(marker);
  handOverEarlyInput(marker);
  if (!taps) return;
  for (const [disclosure, flips] of taps.flips) if (flips % 2 === 1) disclosure.click();
  taps.flips.clear();
  if (taps.click) liveWithTapToReplay.add(marker);
  else heldTaps.delete(marker);
  replayInOrder();
}

/**
 * An island that cannot wake stays static HTML (the inline script leaves it alone from now on): a held link is
 * followed, a held button let go.
 */
function dropHeldTaps(marker: HTMLElement): void {
  const taps = heldTaps.get(marker);
  heldTaps.delete(marker);
  forgetTapOf(marker);
  replayInOrder();
  if (!taps?.click) return;
  letGo(taps.click);
  if (taps.click.matches('a[href]')) taps.click.click();
}

/**
 * Loads one island's component and hydrates its marker (once). Taps on it before it is live are the inline script's
 * (shared/islands-early-script.ts), replayed here once it is.
 */
export function wakeIsland(marker: HTMLElement): Promise<void> {
  if (marker.hasAttribute(ISLAND_ATTRIBUTES.awake)) return Promise.resolve();
  marker.setAttribute(ISLAND_ATTRIBUTES.awake, '');
  const name = marker.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  const props = JSON.parse(marker.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
  const prefix = marker.getAttribute(ISLAND_ATTRIBUTES.prefix) ?? '';
  // A script island starts on its HTML without React; any other island hydrates as a React root of its own, once the
  // whole design system is attached (what it renders later may use a token the page's HTML did not).
  const woken = isScriptIsland(name)
    ? SCRIPT_ISLAND_LOADERS[name]().then((start) => start(marker, props, { wakeIslandsNamed }))
    : Promise.all([ISLAND_LOADERS[name](), import('./hydrate-island.tsx'), attachSystemStyles()]).then(([Component, { hydrateIsland }]) =>
        hydrateIsland(marker, Component, props, prefix),
      );
  return woken.then(
    () => {
      marker.setAttribute(ISLAND_ATTRIBUTES.live, '');
      replayHeldTaps(marker);
    },
    (error: unknown) => {
      marker.setAttribute(ISLAND_ATTRIBUTES.failed, '');
      dropHeldTaps(marker);
      for (const listener of failureListeners) listener(name, error);
      throw error;
    },
  );
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
 * How long after the page's load the islands in view wait before they wake while the browser is idle. The load comes
 * first, whole: on a phone, hydrating the header and the hero while the page still loads blocks the main thread for
 * seconds (4x CPU: the script and the Total Blocking Time budgets of README, Performance). A tap before then is
 * answered by the inline script and replayed once its island is live, so nothing waits on this but the final state.
 */
const SETTLE_AFTER_LOAD_MS = 3000;

/** Whether the island's HTML is on screen (a marker is display: contents, with no box of its own: its children). */
function isInView(marker: HTMLElement): boolean {
  return Array.from(marker.children).some((child) => {
    const box = child.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
  });
}

/**
 * Wakes each island as it comes into view (within `options.rootMargin`), at once if it already is; one out of view
 * stays asleep until then.
 */
export function wakeWhenInView(islands: readonly HTMLElement[], options?: IntersectionObserverInit): void {
  if (islands.length === 0) return;
  const islandOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const island = islandOf.get(entry.target);
      if (!entry.isIntersecting || !island) continue;
      observer.unobserve(entry.target);
      void wakeIsland(island);
    }
  }, options);
  // A marker is display: contents (no box of its own): observe its first child.
  for (const island of islands) {
    const target = island.firstElementChild ?? island;
    islandOf.set(target, island);
    observer.observe(target);
  }
}

/** Wakes `islands` one at a time, each when the browser is idle, so no single task hydrates them all. */
function wakeInTurnWhenIdle(islands: readonly HTMLElement[]): void {
  const [next, ...rest] = islands;
  if (!next) return;
  whenIdle(() => void wakeIsland(next).finally(() => wakeInTurnWhenIdle(rest)));
}

/** Runs `run` SETTLE_AFTER_LOAD_MS after the page's load event (at once if it is long past). */
function afterLoadSettles(run: () => void): void {
  const settle = () => setTimeout(run, SETTLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

/**
 * Finds every island marker of the static page and wakes each by its strategy: 'load' now, 'idle' when the browser is
 * idle, 'visible' when it comes into the viewport, 'interaction' at the first interaction with the page (at once if
 * the visitor interacted before this code ran: `interacted`), 'visible-or-interaction' at the first of those two
 * (waking twice is a no-op). Whatever is on screen once the page has loaded and settled wakes while the browser is
 * idle, so a tap on it finds it live; a tap before then is the inline script's, replayed once its island is live.
 */
export function startIslands({ interacted }: { interacted: boolean }): void {
  const byStrategy = (strategy: IslandStrategy) =>
    markers().filter((marker) => marker.getAttribute(ISLAND_ATTRIBUTES.strategy) === strategy);
  for (const marker of byStrategy('load')) void wakeIsland(marker);
  const idle = byStrategy('idle');
  if (idle.length > 0) whenIdle(() => idle.forEach((marker) => void wakeIsland(marker)));
  const either = byStrategy('visible-or-interaction');
  wakeWhenInView([...byStrategy('visible'), ...either], { rootMargin: `0px 0px ${VISIBLE_MARGIN} 0px` });
  const interaction = [...byStrategy('interaction'), ...either];
  if (interaction.length > 0) {
    const wake = () => interaction.forEach((marker) => void wakeIsland(marker));
    if (interacted) wake();
    else onFirstInteraction(wake);
    afterLoadSettles(() =>
      wakeInTurnWhenIdle(interaction.filter((marker) => !marker.hasAttribute(ISLAND_ATTRIBUTES.awake) && isInView(marker))),
    );
  }
}
