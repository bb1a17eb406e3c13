import { useEffect } from "react";

/** Nothing typed on the phone is lost on reload: the form's answers are kept per form and asset. */
const PREFIX = "stockroom-mobile-draft:";

export function mobileDraftKey(formId: string, assetId: string | null | undefined): string {
  return `${PREFIX}${formId}:${assetId ?? "none"}`;
}

export function readMobileDraft(key: string): Record<string, unknown> | undefined {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function clearMobileDraft(key: string): void {
  localStorage.removeItem(key);
}

/** Saves the answers on every change (the phone's count screen). */
export function useMobileDraft(key: string, values: Record<string, unknown>): void {
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the draft is a convenience, the count still works.
    }
  }, [key, values]);
}
