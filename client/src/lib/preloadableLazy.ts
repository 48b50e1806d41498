// React.lazy that can be loaded before it first renders: once its module is in, it renders at once, with no Suspense
// fallback in between (and none of React's throttling of a revealed boundary, up to 300 ms per lazy level).
import { type ComponentType, createElement, lazy } from 'react';

interface PreloadableComponent<P extends object, M> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the module (once) and resolves with it; after that the component renders without suspending. */
  preload(): Promise<M>;
}

export function preloadableLazy<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P, M> {
  let module: Promise<M> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<M> => {
    module ??= load().then(
      (value) => {
        loaded = pick(value);
        return value;
      },
      (error: unknown) => {
        // A failed load (a network blip) is tried again by the next render or preload.
        module = undefined;
        throw error;
      },
    );
    return module;
  };
  const Lazy = lazy(async () => ({ default: pick(await preload()) }));
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  Component.preload = preload;
  return Component;
}
