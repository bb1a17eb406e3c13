import type {} from "@tanstack/history";

declare module "@tanstack/history" {
  interface HistoryState {
    /** Spec 01 §2: a visit that came from the mobile QR page (also `?fromMobileQR=true`). */
    fromMobileQR?: boolean;
    /** Spec 01 §2: the mobile QR page hands its (PIN) session to /forms/submit/{id}. */
    authSession?: unknown;
  }
}
