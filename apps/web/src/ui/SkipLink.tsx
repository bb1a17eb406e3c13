import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";

/** The id of the element that holds each page's content (a `main`). */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to content": the first thing the keyboard reaches on every page, hidden until
 * focused. It moves the focus itself (the router owns the URL, so no hash navigation).
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: "start" });
  }
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip} data-testid="skip-link">
      <Trans>Skip to content</Trans>
    </a>
  );
}
