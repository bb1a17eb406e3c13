import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { PageLoader } from "../ui/LoadingScreen";

/**
 * A screen loaded on first visit, in its own chunk: the entry bundle stays small
 * (phones open /mobile/* and /login first). Route files keep their param handling and
 * render the returned component as if it were the screen itself.
 */
// biome-ignore lint/suspicious/noExplicitAny: each screen's own props are inferred below
export function lazyScreen<K extends string, M extends { [key in K]: ComponentType<any> }>(
  load: () => Promise<M>,
  name: K,
) {
  const Lazy = lazy(async () => ({ default: (await load())[name] }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per route module, not during render
  return function Screen(props: ComponentProps<M[K]>) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
