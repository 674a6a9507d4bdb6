import { lazy, type ComponentType } from 'react';

/** A React.lazy part whose code can be requested, and awaited, before it renders (see lazyWithPreload). */
export type PreloadableComponent<Props> = ComponentType<Props> & {
  /** Requests the part's code (once: every call answers the same promise) and resolves when it has arrived. */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded part of an island (its own chunk) that the island's loader can preload (registry.ts). React.lazy
 * suspends the first time it renders, even when its code is already here, and a part that suspends while the island
 * hydrates is not adopted at once: an update reaching it then (the live phone numbers arriving) makes React drop its
 * prerendered HTML and what the visitor typed into it. Once preload() has resolved, this renders the loaded component
 * itself, so hydration adopts the part's HTML in the same pass as the rest of the island. Before that (the prerender,
 * which waits for lazy parts; a part nobody preloaded) it renders through React.lazy as usual.
 */
export function lazyWithPreload<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const load = () =>
    (loading ??= factory().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load) as unknown as ComponentType<Props>;
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  Preloadable.preload = () => load().then(() => undefined);
  return Preloadable;
}
