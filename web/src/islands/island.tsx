import { createContext, useContext, useId, type ComponentType, type ReactElement } from 'react';
import { ISLAND_ATTRIBUTES, islandPrefix, islandSlot, type IslandName, type IslandStrategy } from './island-names.ts';

/** One island met by the prerender: what to render in its own root, and where. */
export type CollectedIsland = { index: number; element: ReactElement };

/** Collects the islands of a page while the prerender renders it in islands mode. */
export class IslandCollector {
  readonly #islands = new Map<string, CollectedIsland>();

  /** The island at this position of the tree (the same position may render more than once). */
  add(position: string, element: ReactElement): number {
    const known = this.#islands.get(position);
    if (known) {
      known.element = element;
      return known.index;
    }
    const index = this.#islands.size;
    this.#islands.set(position, { index, element });
    return index;
  }

  get islands(): CollectedIsland[] {
    return [...this.#islands.values()];
  }
}

const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Set by the prerender of a page: the page renders its islands as markers. */
export const IslandCollectorProvider = IslandCollectorContext.Provider;

type IslandProps<P extends object> = {
  name: IslandName;
  strategy: IslandStrategy;
  component: ComponentType<P>;
  /** What the component receives: serialised into the marker, so plain JSON only. */
  props?: P;
  /** Starts hidden; the bootstrap reveals it (the cookie banner, when the consent decision calls for it). */
  hidden?: boolean;
};

/**
 * An interactive part of a page: in the page's prerender, a marker element naming the island, its strategy and
 * props; the build renders the component into it as a React root of its own, which the bootstrap hydrates when the
 * strategy fires (web/src/islands/bootstrap.ts). Inside an island's own root (no collector) it is simply the
 * component, a part of that island.
 */
export function Island<P extends object>({ name, strategy, component: Component, props, hidden }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const position = useId();
  const element = <Component {...((props ?? {}) as P)} />;
  if (!collector) return element;
  const index = collector.add(position, element);
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.strategy]: strategy,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(props ?? {}),
    [ISLAND_ATTRIBUTES.prefix]: islandPrefix(index),
  };
  // display: contents keeps the marker out of the layout; a hidden one keeps the browser's display: none.
  return (
    <div {...attributes} hidden={hidden} style={hidden ? undefined : { display: 'contents' }}>
      <IslandSlot index={index} />
    </div>
  );
}

/** The placeholder the build replaces with the island's HTML (see islandSlot). */
function IslandSlot({ index }: { index: number }) {
  return <template data-island-slot={index} />;
}

export { islandSlot };
