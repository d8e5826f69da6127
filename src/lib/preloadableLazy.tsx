import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component (a screen, a layout) whose code can be fetched ahead of its render. */
export type PreloadableLazy<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, plus `preload()`: a component preloaded before it renders (the first page of a
 * visit) renders at once instead of suspending, so its fallback never shows. `preload()` never
 * fails: code that did not load is asked for again by the render, under its Suspense and error
 * boundaries.
 */
export function preloadableLazy<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then(
      (module) => {
        loaded = module.default;
      },
      () => undefined,
    );
  const Suspending = lazy(load);

  function Preloadable(props: P) {
    // Chosen once per mount: switching component types later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
