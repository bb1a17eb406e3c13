import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from "@stockroom/core";
import { atom } from "jotai";

/** Spec 01 §2/§9: the open/closed state persists in the cookie `sidebar:state` for 7 days. */
export function readSidebarCookie(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(";")) {
    const [rawName, ...rest] = part.trim().split("=");
    if (rawName === undefined || decodeURIComponent(rawName) !== SIDEBAR_COOKIE_NAME) continue;
    return decodeURIComponent(rest.join("=")) !== "false";
  }
  return true;
}

function writeSidebarCookie(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one tiny client-only preference, read before first paint.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The desktop sidebar's state as read from the cookie (the server's first screen sets it from the request's). */
export const desktopSidebarOpenAtom = atom<boolean>(
  typeof document === "undefined" ? true : readSidebarCookie(document.cookie),
);

/** Desktop sidebar: open (16rem with labels) or closed (3rem, icons only); kept in the cookie. */
export const sidebarOpenAtom = atom(
  (get) => get(desktopSidebarOpenAtom),
  (_get, set, open: boolean) => {
    set(desktopSidebarOpenAtom, open);
    writeSidebarCookie(open);
  },
);

/** Phone layout (below 768px): the sidebar is a drawer; not persisted, like a menu. */
export const mobileSidebarOpenAtom = atom(false);
