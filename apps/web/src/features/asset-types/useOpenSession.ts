import { useState } from "react";

/**
 * A number that grows each time a dialog opens (0 before the first opening). Keying the
 * dialog's body with it gives every opening fresh state, while the body stays on screen
 * during the closing animation instead of vanishing from a still-visible dialog.
 */
export function useOpenSession(opened: boolean): number {
  const [previous, setPrevious] = useState(opened);
  const [session, setSession] = useState(opened ? 1 : 0);
  if (opened !== previous) {
    setPrevious(opened);
    if (opened) setSession(session + 1);
  }
  return session;
}
