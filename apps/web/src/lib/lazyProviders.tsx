import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";

/** Spec 01 §4/§9: up to 3 toasts visible, 4 seconds each, 356px wide. */
const TOAST_LIMIT = 3;
const TOAST_DURATION_MS = 4000;
const TOAST_WIDTH_PX = 356;

/**
 * The toast container and the modals host, in a chunk of their own (Mantine's Modal,
 * transitions and scroll locking are most of it): the first paint of /login and the phone
 * pages does not wait for them. Both only listen to the `notifications` and `modals`
 * stores, which callers import from the small store modules, so nothing needs them as a
 * parent; a toast shown before this chunk arrives is kept in the store and appears then.
 */
export function LazyProviders() {
  return (
    <>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} containerWidth={TOAST_WIDTH_PX} />
      <ModalsProvider />
    </>
  );
}
