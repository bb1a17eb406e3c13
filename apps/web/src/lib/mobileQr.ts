import type { ParsedLocation } from "@tanstack/react-router";
import { searchString } from "./search";

declare module "@tanstack/history" {
  interface HistoryState {
    /** Spec 01 §2: a visit that came from the mobile QR page (also `?fromMobileQR=true`). */
    fromMobileQR?: boolean;
    /** Spec 01 §2: the mobile QR page hands its (PIN) session to /forms/submit/{id}. */
    authSession?: unknown;
  }
}

/** `fromMobileQR=true` in the query string or the navigation state (spec 01 §2). */
export function isFromMobileQr(location: Pick<ParsedLocation, "search" | "state">): boolean {
  const search = location.search as Record<string, unknown>;
  return searchString(search.fromMobileQR) === "true" || location.state.fromMobileQR === true;
}

/**
 * Spec 01 §2: /forms/submit/{id} is also open to a mobile QR visit that carries the
 * mobile-QR flag and an auth session in navigation state (no full sign-in).
 */
export function isMobileQrFormVisit(location: Pick<ParsedLocation, "pathname" | "search" | "state">): boolean {
  return (
    location.pathname.startsWith("/forms/submit/") &&
    isFromMobileQr(location) &&
    location.state.authSession !== undefined &&
    location.state.authSession !== null
  );
}

/** The public phone pages; the signed-in layout must never send them to /login while it unmounts. */
export function isPhonePath(pathname: string): boolean {
  return /^\/(qr|mobile\/asset|mobile-test\/asset)\//.test(pathname);
}

/** The signed-in layout a location needs: the minimal mobile one for a QR visit or a phone page. */
export function needsMobileLayout(location: Pick<ParsedLocation, "pathname" | "search" | "state">): boolean {
  return isFromMobileQr(location) || isPhonePath(location.pathname);
}

/**
 * Whether the page open in this tab is part of the phone workflow (a phone page, or a
 * `fromMobileQR` visit in the URL or the history state). Route preloading starts before the
 * router has a location, so it decides from the address bar: navigations from a phone page
 * (to the count screen) and visits opened from a QR code both answer true.
 */
export function isPhoneVisit(): boolean {
  if (typeof window === "undefined") return false;
  const state = window.history.state as { fromMobileQR?: unknown } | null;
  return (
    isPhonePath(window.location.pathname) ||
    new URLSearchParams(window.location.search).get("fromMobileQR") === "true" ||
    state?.fromMobileQR === true
  );
}
