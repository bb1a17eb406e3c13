import type { AnyRouter } from "@tanstack/react-router";

/**
 * Starts loading the chunks of every route that matches `pathname` (the layout and the
 * screen) right away, while the session check is still in flight — instead of the chain
 * entry → session → layout → screen. A route component forwards its screen's chunk through
 * a `preload` static (lazyRouteComponent and lazyScreen both have one). Failures are left to
 * the router, which loads the same chunks again when it renders.
 */
export function preloadRoute(router: AnyRouter, pathname: string): void {
  try {
    const [routes] = router.getMatchedRoutes(pathname);
    for (const route of routes) router.loadRouteChunk(route)?.catch(() => {});
  } catch {
    // A path no route matches: nothing to preload.
  }
}
