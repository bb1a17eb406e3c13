import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { PageLoader } from "../ui/LoadingScreen";

/**
 * A screen loaded on first visit, in its own chunk: the entry bundle stays small. Route
 * files keep their param handling and render the returned component as if it were the
 * screen itself; a route whose component wraps the screen passes `preload` on:
 * `component: withPreload(Wrapper, Screen)`.
 */
// biome-ignore lint/suspicious/noExplicitAny: each screen's own props are inferred below
export function lazyScreen<K extends string, M extends { [key in K]: ComponentType<any> }>(
  load: () => Promise<M>,
  name: K,
) {
  const Lazy = lazy(async () => ({ default: (await load())[name] }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per route module, not during render
  function Screen(props: ComponentProps<M[K]>) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // The router calls a route component's `preload` before rendering it (src/preloadRoute.ts
  // starts it while the session loads); a route that wraps the screen forwards it.
  Screen.preload = async () => void (await load());
  return Screen;
}

/** A route component that renders `screen` and loads its chunk when the router preloads. */
export function withPreload<C extends ComponentType<never>>(component: C, screen: { preload: () => Promise<void> }) {
  return Object.assign(component, { preload: screen.preload });
}
