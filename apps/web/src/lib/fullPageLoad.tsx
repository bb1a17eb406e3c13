import { Trans } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { PageLoader } from "../ui/LoadingScreen";

/** Whether this document was itself loaded at `href` (then reloading it would loop). */
function loadedAt(href: string): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return entry !== undefined && entry.name === new URL(href, window.location.href).href;
}

/**
 * A phone address reached inside the admin app (core's `isPhoneDocument`: /qr/{code},
 * /mobile/asset/{id}, a count opened from them): the phone has its own small app
 * (phone.html), which the server sends for those addresses, so the page loads afresh and
 * the history entry the router just made is replaced. Should the server have answered this
 * very address with the admin app (a misconfigured server), it says so instead of reloading
 * for ever.
 */
export function FullPageLoad() {
  const href = useLocation({ select: (location) => location.href });
  const misrouted = loadedAt(href);
  useEffect(() => {
    if (!misrouted) window.location.replace(href);
  }, [href, misrouted]);
  if (misrouted) {
    return (
      <p role="alert">
        <Trans>
          This address belongs to the phone app, but the server sent the admin app. Check that it serves phone.html.
        </Trans>
      </p>
    );
  }
  return <PageLoader />;
}
