/**
 * /login's first paint (issue 23 "First rows", /login LCP): page-login.html carries the sign-in
 * card prerendered at build time (features/auth/prerenderLogin.tsx) in `#first-paint`, shown
 * before any script has arrived when the screen will be English with the default look (the
 * page's inline head script decides, packages/core's FIRST_PAINT_SCRIPT) while #root stays
 * hidden. React renders into #root as always; the login page takes over what was typed or
 * pressed there and removes the card in the same frame (a layout effect), any other first
 * screen (a signed-in redirect, the error screen) simply removes it.
 *
 * A signed-in first screen (/assets opened without a query) gets the same from the server at
 * request time (apps/server/src/http/first-screen.ts, issue 23 "/assets first rows"): the
 * app's own shell and list drawn with the session's answers, inert, shown under core's
 * FIRST_SCREEN_SCRIPT; the list removes it in the frame it draws its own rows
 * (features/assets/AssetsTable.tsx), and main.tsx when the app ends on another address.
 */
export const FIRST_PAINT_ID = "first-paint";

export interface FirstPaintInput {
  email: string;
  password: string;
  /** The card's field that had the focus. */
  focused: "email" | "password" | null;
  /** Pressed before the app was there (the head script records it): replayed by the login page. */
  action: "submit" | "forgot" | null;
}

/** What the user did on the shown first paint, or null when there is none (or it was not shown). */
export function readFirstPaint(): FirstPaintInput | null {
  if (typeof document === "undefined") return null;
  const card = document.getElementById(FIRST_PAINT_ID);
  if (!card || !document.documentElement.classList.contains(FIRST_PAINT_ID)) return null;
  const field = (name: string) => card.querySelector<HTMLInputElement>(`input[data-first-paint="${name}"]`);
  const email = field("login-email");
  const password = field("login-password");
  const active = document.activeElement;
  const action = card.getAttribute("data-action");
  return {
    email: email?.value ?? "",
    password: password?.value ?? "",
    focused: active && active === email ? "email" : active && active === password ? "password" : null,
    action: action === "submit" || action === "forgot" ? action : null,
  };
}

/** Removes the first paint (a no-op when the page has none), so #root shows. */
export function dropFirstPaint(): void {
  if (typeof document === "undefined") return;
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
