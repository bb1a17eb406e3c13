import { Trans } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Without signal, every phone screen says so: what it shows is the copy kept on this phone. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <p className="ph-offline" role="status" data-testid="offline-banner">
      <Trans>No connection: showing what this phone kept. Counts are sent when the connection returns.</Trans>
    </p>
  );
}
